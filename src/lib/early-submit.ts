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

/**
 * On a form whose code hydrates after the page (a lazily loaded island): its submits are held in
 * the capture phase, before React sees them, until `useAdoptTypedValues` marks it FORM_READY.
 * Listening while bubbling is not enough for these: React stops the propagation of a submit whose
 * form is still dehydrated (it means to replay it, and for submit it cannot), so the browser would
 * post the form itself.
 */
export const HOLD_UNTIL_READY = "data-hold-until-ready";
export const FORM_READY = "data-form-ready";

export const HOLD_EARLY_SUBMITS = `(function () {
  // Capturing: a form that hydrates later is held until it is ready. Bubbling: any submit no handler took.
  function hold(capturing) {
    return function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      var handled = capturing
        ? !form.hasAttribute("${HOLD_UNTIL_READY}") || form.hasAttribute("${FORM_READY}")
        : event.defaultPrevented;
      if (handled) return;
      event.preventDefault();
      form.setAttribute("${PENDING_SUBMIT}", "");
    };
  }
  addEventListener("submit", hold(true), true);
  addEventListener("submit", hold(false));
})();`;
