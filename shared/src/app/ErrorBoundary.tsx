import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface Props {
  /** Which application the boundary wraps, for the console and the fallback's data attribute. */
  appName: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Every application gets its own boundary, so one failing screen never blanks the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.appName}] render failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div
            role="alert"
            data-app-error={this.props.appName}
            style={{ padding: '2rem', textAlign: 'center' }}
          >
            <p>{t('APP_UNAVAILABLE')}</p>
            <button type="button" className="palco-button" onClick={() => this.setState({ error: null })}>
              {t('GENERIC_RETRY')}
            </button>
          </div>
        )}
      </Translation>
    );
  }
}
