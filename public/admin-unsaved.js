// Dashboard only (Site facts screens): leaving a screen whose form has edits not yet saved asks
// first (the browser's own "Leave site?" dialog); submitting the form is saving, so it does not
// ask. The screen that comes back after a save opens where the owner was, not at its top.
(() => {
  const scrollKey = `site-facts-scroll:${location.pathname}`;
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
      sessionStorage.setItem(scrollKey, String(Math.round(window.scrollY)));
    });
  }
  window.addEventListener('beforeunload', (event) => {
    if (unsaved) event.preventDefault();
  });
  const savedAt = sessionStorage.getItem(scrollKey);
  if (savedAt !== null) {
    sessionStorage.removeItem(scrollKey);
    window.scrollTo(0, Number(savedAt));
  }
})();
