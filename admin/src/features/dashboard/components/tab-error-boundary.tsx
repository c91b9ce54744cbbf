import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * A tab that fails to render, or whose code fails to load (offline, a new deploy), shows this
 * panel instead of taking the whole dashboard down. Reload fetches the app afresh.
 */
export class TabErrorBoundary extends Component<{ label: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[admin] The ${this.props.label} tab failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-white px-6 py-12 text-center">
        <h2 className="text-xl font-bold tracking-tight text-slate-900">{this.props.label} couldn’t be loaded</h2>
        <p className="mx-auto mt-3 max-w-md text-base text-slate-600">Check your connection, then reload the page.</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
