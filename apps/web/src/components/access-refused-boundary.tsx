import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { isAccessRefusal } from '../lib/app-error';
import { AccessRefusedPage } from './access-refused-page';

interface BoundaryProps {
  /** A new value (another page, another client) clears the refusal and lets the page try again. */
  resetKey: string;
  onRefused: () => void;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

class RefusalBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (isAccessRefusal(error)) this.props.onRefused();
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    // Any other failure is not ours: it goes on to the route's error element.
    if (!isAccessRefusal(caught.error)) throw caught.error;
    return <AccessRefusedPage message={caught.error.message} />;
  }
}

/**
 * Where a refused client-data read ends up (the query client throws those, lib/query-client.ts):
 * the page is replaced by the refusal, whichever page or card made the read.
 */
export function AccessRefusedBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  // A refused answer kept in the cache would be thrown again at once by the next page that reads
  // it; dropped, it is asked afresh (the client may have connected or shared since).
  const forgetRefusals = () => queryClient.removeQueries({ predicate: (query) => isAccessRefusal(query.state.error) });
  return (
    <RefusalBoundary resetKey={resetKey} onRefused={forgetRefusals}>
      {children}
    </RefusalBoundary>
  );
}
