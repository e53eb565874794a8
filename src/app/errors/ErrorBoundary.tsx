import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** Rendered instead of the children after an error; `reset` tries the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode
  children: ReactNode
}

interface State {
  error: unknown
  hasError: boolean
}

/** A plain React error boundary: one part of the screen fails, the rest keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Boundary caught an error', error, info.componentStack)
  }

  reset = () => this.setState({ error: null, hasError: false })

  override render() {
    return this.state.hasError
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children
  }
}
