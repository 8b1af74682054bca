import { describe, expect, it } from "vitest";
import { bookedEmails, type BookingMailData, cancelledEmails, movedAwayEmails } from "./demo-booking-emails.ts";
import { isOutgoingEmail } from "./lead-delivery.ts";

const mail = {
  salesInbox: { name: "Sales", address: "sales@sentinelforge.example" },
  securityInbox: { address: "security@sentinelforge.example" },
  hrInbox: { address: "hr@sentinelforge.example" },
  from: { name: "SentinelForge", address: "no-reply@sentinelforge.example" },
  siteUrl: "https://www.sentinelforge.example",
};
const context = { mail, now: new Date("2026-03-01T10:00:00Z") };
const links = {
  reschedule: "https://www.sentinelforge.example/demo-booking#token=r.e.s",
  cancel: "https://www.sentinelforge.example/demo-booking#token=c.a.n",
};

const booking: BookingMailData = {
  id: "b1",
  demoRequestId: "7f2c9a10-1111-4222-8333-944455556666",
  // 09:00 in New York on the day after the spring change; 14:00 in Berlin, still on winter time.
  start: new Date("2026-03-09T13:00:00Z"),
  end: new Date("2026-03-09T13:30:00Z"),
  visitorTimeZone: "Europe/Berlin",
  status: "booked",
  sequence: 0,
  replaces: null,
  rep: { id: "rep-1", email: "grace@sentinelforge.example", name: "Grace Hopper", timeZone: "America/New_York" },
  visitor: { fullName: "Ada Lovelace", email: "ada@example.org", company: "Analytical Engines" },
};

describe("a booked demo's emails", () => {
  it("tell the visitor the time in their zone, with the links, and the rep in theirs, with the lead", () => {
    const [invitation, rep] = bookedEmails(booking, links, context);
    expect(invitation.purpose).toBe("invitation");
    expect(invitation.message.to).toEqual({ name: "Ada Lovelace", address: "ada@example.org" });
    expect(invitation.message.replyTo).toEqual(mail.salesInbox);
    expect(invitation.message.subject).toBe(
      "Your demo is booked: Monday, March 9, 2026, 2:00 – 2:30 PM GMT+1 (Europe/Berlin)",
    );
    expect(invitation.message.text).toContain(`Need another time? ${links.reschedule}`);
    expect(invitation.message.text).toContain(`Cancel: ${links.cancel}`);
    expect(invitation.message.html).toContain('href="https://www.sentinelforge.example/demo-booking#token=c.a.n"');
    expect(invitation.message.calendar?.method).toBe("REQUEST");

    expect(rep.purpose).toBe("rep-invitation");
    expect(rep.message.to).toEqual({ name: "Grace Hopper", address: "grace@sentinelforge.example" });
    expect(rep.message.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.org" });
    expect(rep.message.subject).toBe(
      "Demo booked: Ada Lovelace, Analytical Engines, Monday, March 9, 2026, 9:00 – 9:30 AM EDT (America/New_York)",
    );
    expect(rep.message.text).toContain(
      "https://www.sentinelforge.example/admin?lead=demo-7f2c9a10-1111-4222-8333-944455556666",
    );
    expect(rep.message.text).not.toContain("#token=");
    expect(rep.message.calendar?.ics).toBe(invitation.message.calendar?.ics);
    for (const email of [invitation, rep]) expect(isOutgoingEmail(email.message)).toBe(true);
  });

  it("ask the visitor to reply when there are no links, and say 'moved' for a reschedule", () => {
    const [invitation, rep] = bookedEmails({ ...booking, replaces: "b0", sequence: 2 }, null, context);
    expect(invitation.message.subject).toMatch(/^Your demo has moved: /);
    expect(invitation.message.text).toContain("To move or cancel it, reply to this email.");
    expect(invitation.message.text).not.toContain("#token=");
    expect(rep.message.subject).toMatch(/^Demo moved: /);
    expect(invitation.message.calendar?.ics).toContain("SEQUENCE:2\r\n");
  });

  it("cancel the event for both, one SEQUENCE above the invitation", () => {
    const [visitor, rep] = cancelledEmails({ ...booking, status: "cancelled" }, context);
    expect([visitor.purpose, rep.purpose]).toEqual(["cancellation", "rep-cancellation"]);
    expect(visitor.message.subject).toMatch(/^Your demo is cancelled: /);
    expect(visitor.message.text).toContain("Your demo request still stands");
    for (const email of [visitor, rep]) {
      expect(email.message.calendar?.method).toBe("CANCEL");
      expect(email.message.calendar?.ics).toContain("METHOD:CANCEL\r\n");
      expect(email.message.calendar?.ics).toContain("SEQUENCE:1\r\n");
    }
  });

  it("tell the old rep only when a moved demo went to a colleague", () => {
    const moved = { ...booking, id: "b2", replaces: "b1", sequence: 2 };
    expect(movedAwayEmails(booking, moved, context)).toEqual([]);
    const [email] = movedAwayEmails(booking, { ...moved, rep: { ...booking.rep, id: "rep-2" } }, context);
    expect(email.purpose).toBe("rep-cancellation");
    expect(email.message.subject).toMatch(/^Demo moved: Ada Lovelace/);
    expect(email.message.text).toContain("a colleague");
  });

  it("keep a visitor's hostile name out of the headers and the markup", () => {
    const hostile = { ...booking, visitor: { ...booking.visitor, fullName: "Eve\r\nBcc: x@y <script>" } };
    const [invitation, rep] = bookedEmails(hostile, links, context);
    expect(invitation.message.to.name).not.toMatch(/[\r\n]/);
    expect(rep.message.subject).not.toMatch(/[\r\n]/);
    expect(rep.message.html).not.toContain("<script>");
    expect(rep.message.html).toContain("&lt;script&gt;");
  });
});
