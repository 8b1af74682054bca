import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useClientValue } from "~/lib/use-client-value";
import { AUTH_TABS, type AuthTab } from "./auth-copy";
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

  const openTab = (next: AuthTab) =>
    navigate({ search: next === "signin" ? "" : `?tab=${next}` }, { replace: true, state: location.state });

  return (
    <Tabs.Root value={tab} onValueChange={(v) => isAuthTab(v) && openTab(v)}>
      <Tabs.List aria-label="Account" className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1 hc-border">
        {AUTH_TABS.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-11 rounded-lg px-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm hc-border"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {AUTH_TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} className="mt-6 focus-visible:outline-none">
          <h2 className="mb-5 text-xl font-semibold tracking-tight">{TAB_HEADINGS[value]}</h2>
          {value === "signin" && <SignInForm defaultEmail={prefilledEmail} />}
          {value === "signup" && (
            <SignUpForm
              onCreated={() => {
                setPrefilledEmail("");
                openTab("signin");
              }}
              onAlreadyRegistered={(email) => {
                setPrefilledEmail(email);
                openTab("signin");
              }}
            />
          )}
          {value === "reset" && <ResetRequestForm />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
