// Dashboard only (Site facts screens): leaving a screen whose form has edits not yet saved asks
// first (the browser's own "Leave site?" dialog). Submitting the form is saving, so it does not ask.
(() => {
  let unsaved = false;
  for (const form of document.querySelectorAll('form[data-unsaved-guard]')) {
    form.addEventListener('input', () => {
      unsaved = true;
    });
    form.addEventListener('change', () => {
      unsaved = true;
    });
    form.addEventListener('submit', () => {
      unsaved = false;
    });
  }
  window.addEventListener('beforeunload', (event) => {
    if (unsaved) event.preventDefault();
  });
})();
