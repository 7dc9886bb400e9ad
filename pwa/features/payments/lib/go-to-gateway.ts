/**
 * A full navigation to a gateway's page (its own origin, or the stand-in's in TEST MODE): the
 * app is left, and the gateway sends the browser back to the server, which answers the return
 * page. Its own module, so tests can stand in for the navigation.
 */
export function goToGateway(url: string): void {
  window.location.assign(url);
}
