/**
 * Loading indicator for whole pages. CSS only (`.page-spinner` in styles/global.css): it is shown before antd's Spin
 * would be loaded. index.html carries the same markup in #root, so the page shows it before the scripts arrive.
 */
export function PageSpinner({ label = 'Wird geladen …' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner-circle" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
