/**
 * Prerendered forms are on screen before their code runs. A submit nobody handled (its form has not
 * hydrated, so no React handler prevented the default) would fall through to the browser: a GET to
 * the same page with every field in the address bar, and a reload that throws the text away. This
 * inline script, run before anything else, holds such a submit instead and marks the form (its
 * SubmitButton looks busy while it is marked); the form replays it once it has hydrated
 * (`useAdoptTypedValues`). This is the one guard against an early submit, and it loses no tap. It listens on window, bubbling, so React's
 * own handlers (on the document) always come first.
 */
export const PENDING_SUBMIT = "data-pending-submit";

export const HOLD_EARLY_SUBMITS = `addEventListener("submit", function (event) {
  var form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  form.setAttribute("${PENDING_SUBMIT}", "");
});`;
