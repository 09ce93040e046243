import { Component, type ReactNode } from 'react';
import { SHELL_MESSAGES } from '#shared/shell-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';

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
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {SHELL_MESSAGES.pageLoadFailed}
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
      </div>
    );
  }
}
