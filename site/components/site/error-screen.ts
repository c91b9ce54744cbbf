// Refresh Page reloads the current address (query string included), not a form submission.
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.('[data-refresh-page]');
  if (!button) return;
  event.preventDefault();
  window.location.reload();
});
