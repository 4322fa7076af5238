import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { ErrorPage, type ErrorPageProps } from './ErrorPage';

interface BoundaryProps extends Pick<ErrorPageProps, 'reload'> {
  /** The address shown: going elsewhere gives the next screen a fresh start. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  /** What the screen at `pathname` threw, if it failed. */
  failure: { error: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { pathname: this.props.pathname, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  render() {
    const { failure } = this.state;
    if (failure) return <ErrorPage error={failure.error} reload={this.props.reload} />;
    return this.props.children;
  }
}

/**
 * Shows the error page in place of a screen that fails (or whose code
 * cannot be loaded), as a data router's errorElement would; the app uses
 * the plain router, which is a third of the size (scripts/check-bundle.mjs).
 */
export function ScreenErrorBoundary({
  reload,
  children,
}: Pick<ErrorPageProps, 'reload'> & { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} reload={reload}>
      {children}
    </Boundary>
  );
}
