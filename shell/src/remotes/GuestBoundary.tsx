import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The team whose module is rendered, for the console. */
  guest: string;
  /** Called once when the guest throws, so the host can tell the viewer and tidy up. */
  onError: (error: Error) => void;
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/**
 * The shell's own boundary around a module another team renders inside the shell's chrome (a popup in
 * the overlay host). A throwing guest disappears and the host reports it; dialogs, toasts and the error
 * page, which share the overlay root with it, keep working.
 */
export class GuestBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.guest}] failed inside the shell`, error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
