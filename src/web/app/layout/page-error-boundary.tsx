import { Component, type ReactNode } from 'react';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { shellLayoutText } from './layout.text';

interface State {
  error: Error | null;
}

/** A page that failed to load (usually its chunk, after a deploy or on a bad connection). */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error ? <PageLoadFailed /> : this.props.children;
  }
}

function PageLoadFailed() {
  const text = useText(shellLayoutText);
  const shellText = useText(SHELL_TEXT);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{text.somethingWentWrong}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {shellText.pageLoadFailed}
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'md', 'mt-6')}
        onClick={() => window.location.reload()}
      >
        {text.reloadPage}
      </button>
    </div>
  );
}
