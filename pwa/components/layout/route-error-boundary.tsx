import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';

type Props = { children: ReactNode; fallback: (error: unknown) => ReactNode };
type BoundaryProps = Props & { location: Location };
type BoundaryState = { failed: boolean; error: unknown; location: Location };

/**
 * The error page of a part of the route tree: what a route's ErrorBoundary was in the data
 * router. A page that throws while rendering (or whose code cannot load) shows `fallback` in its
 * place; the rest of the layout stays. The next navigation clears it, as the router did.
 */
export function RouteErrorBoundary(props: Props) {
  return <Boundary {...props} location={useLocation()} />;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false, error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.location === state.location) return null;
    return { failed: false, error: undefined, location: props.location };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
