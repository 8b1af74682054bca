import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useClientValue } from "~/lib/use-client-value";
import { AUTH_TABS, type AuthTab } from "./auth-copy";
import { ConfirmationSentNotice } from "./confirmation-sent-notice";
import { ResetRequestForm } from "./reset-request-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const isAuthTab = (value: string | null): value is AuthTab => AUTH_TABS.some((t) => t.value === value);

const TAB_HEADINGS: Record<AuthTab, string> = {
  signin: "Welcome back",
  signup: "Create your account",
  reset: "Reset your password",
};

/** Sign in, sign up and reset; the open tab lives in the URL (`/auth?tab=reset`). */
export function AuthTabs() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // The prerendered page shows the sign-in tab; the URL's choice applies once hydrated.
  const hydrated = useClientValue(() => true, false);
  const requested = params.get("tab");
  const tab: AuthTab = hydrated && isAuthTab(requested) ? requested : "signin";
  const [prefilledEmail, setPrefilledEmail] = useState("");
  // The address a confirmation link was just sent to (a new account; not one already registered).
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  const openTab = (next: AuthTab) =>
    navigate({ search: next === "signin" ? "" : `?tab=${next}` }, { replace: true, state: location.state });
  /** After sign-up, new account or existing one, sign-in opens with the address filled in. */
  const signInWith = (email: string) => {
    setPrefilledEmail(email);
    openTab("signin");
  };
  const confirmThenSignIn = (email: string) => {
    setConfirmationSentTo(email);
    signInWith(email);
  };

  return (
    <Tabs value={tab} onValueChange={(v) => isAuthTab(v) && openTab(v)}>
      <TabsList aria-label="Account" className="grid-cols-3">
        {AUTH_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {AUTH_TABS.map(({ value }) => (
        <TabsContent key={value} value={value} className="mt-6">
          <h2 className="mb-5 text-xl font-semibold tracking-tight">{TAB_HEADINGS[value]}</h2>
          {value === "signin" && confirmationSentTo && <ConfirmationSentNotice email={confirmationSentTo} />}
          {value === "signin" && <SignInForm defaultEmail={prefilledEmail} />}
          {value === "signup" && <SignUpForm onCreated={confirmThenSignIn} onAlreadyRegistered={signInWith} />}
          {value === "reset" && <ResetRequestForm />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
