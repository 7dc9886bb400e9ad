/**
 * An IntersectionObserver or ResizeObserver that never reports: jsdom has neither, and the home
 * page's hero slider (Embla) needs them to exist. A test that can land on the home page stubs them
 * with this (`vi.stubGlobal`); a test that needs an observer to report writes its own.
 */
export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
