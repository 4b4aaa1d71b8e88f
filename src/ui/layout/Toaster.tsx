import { useToast, type Toast } from '../hooks/toast';

const variantLabels: Record<Toast['variant'], string> = {
  default: 'Notice',
  success: 'Success',
  warning: 'Warning',
  destructive: 'Error',
};

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <section className="toaster" aria-label="Notifications">
      <div className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`toast toast--${t.variant}`}
            data-state={t.visible ? 'open' : 'closed'}
            role={t.variant === 'destructive' ? 'alert' : undefined}
            aria-live={t.variant === 'destructive' ? 'assertive' : undefined}
          >
            <div className="toast__body">
              <p className="toast__title">
                <span className="visually-hidden">{variantLabels[t.variant]}: </span>
                {t.title}
              </p>
              {t.description && <p className="toast__description">{t.description}</p>}
            </div>
            <button type="button" className="toast__close" aria-label="Close notification" onClick={() => dismiss(t.id)}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
