// @ts-check
// Web implementations of this app's native methods, written by `causeway typings --mocks` from their Swift
// types, for running its pages without a native side (in a browser). Each answers a fixed value of the
// declared result type; pass your own implementations in `overrides`.

/**
 * Registers on `causeway.web` the implementation in `overrides`, or the fixed one, of every native method of
 * the app. Returns a function that removes them all.
 * @param {Causeway} causeway
 * @param {Partial<CausewayWebImplementations>} [overrides]
 * @returns {() => void}
 */
export function installMocks(causeway, overrides = {}) {
  const removers = [
    causeway.web.handle("account.current", overrides["account.current"] ?? (() => null)),
    causeway.web.handle("app.info", overrides["app.info"] ?? (() => ({ name: "", identifier: "", version: "", build: "", device: { system: "", systemVersion: "", model: "", locale: "" } }))),
    causeway.web.handle("article.layout", overrides["article.layout"] ?? (() => ({ contentHeight: 0, articleHeight: 0, articleTop: 0, belowTop: 0, scrollOffset: 0 }))),
    causeway.web.handleStream("clock.ticks", overrides["clock.ticks"] ?? (() => [0])),
    causeway.web.handle("cookies.delete", overrides["cookies.delete"] ?? (() => null)),
    causeway.web.handle("cookies.get", overrides["cookies.get"] ?? (() => [])),
    causeway.web.handle("cookies.set", overrides["cookies.set"] ?? (() => null)),
    causeway.web.handle("device.info", overrides["device.info"] ?? (() => ({ system: "", processors: 0, memoryGiB: 0, host: "" }))),
    causeway.web.handle("events.echo", overrides["events.echo"] ?? (() => 0)),
    causeway.web.handle("files.digest", overrides["files.digest"] ?? (() => ({ count: 0, sum: 0, first: [] }))),
    causeway.web.handle("files.random", overrides["files.random"] ?? (() => new Uint8Array(0))),
    causeway.web.handle("header.configure", overrides["header.configure"] ?? (() => ({ title: "", titleView: "plain", isVisible: false, showsBackButton: false, showsCloseButton: false, rightItems: [], showsProgress: false }))),
    causeway.web.handle("header.get", overrides["header.get"] ?? (() => ({ title: "", titleView: "plain", isVisible: false, showsBackButton: false, showsCloseButton: false, rightItems: [], showsProgress: false }))),
    causeway.web.handle("login.signIn", overrides["login.signIn"] ?? (() => ({ id: "", fields: {} }))),
    causeway.web.handle("login.signOut", overrides["login.signOut"] ?? (() => null)),
    causeway.web.handle("math.add", overrides["math.add"] ?? (() => 0)),
    causeway.web.handle("math.divide", overrides["math.divide"] ?? (() => 0)),
    causeway.web.handle("nav.back", overrides["nav.back"] ?? (() => null)),
    causeway.web.handle("nav.close", overrides["nav.close"] ?? (() => null)),
    causeway.web.handle("nav.forward", overrides["nav.forward"] ?? (() => null)),
    causeway.web.handle("nav.openNative", overrides["nav.openNative"] ?? (() => null)),
    causeway.web.handle("nav.openWeb", overrides["nav.openWeb"] ?? (() => null)),
    causeway.web.handle("nav.prerender", overrides["nav.prerender"] ?? (() => ({ urls: [] }))),
    causeway.web.handle("nav.reload", overrides["nav.reload"] ?? (() => null)),
    causeway.web.handle("nav.state", overrides["nav.state"] ?? (() => ({ canGoBack: false, canGoForward: false, isLoading: false, progress: 0, isVisible: false }))),
    causeway.web.handle("screen.shows", overrides["screen.shows"] ?? (() => ({ shown: false, page: "" }))),
    causeway.web.handle("screen.tapSegment", overrides["screen.tapSegment"] ?? (() => null)),
    causeway.web.handle("share.share", overrides["share.share"] ?? (() => ({ shared: false }))),
    causeway.web.handle("task.wait", overrides["task.wait"] ?? (() => "")),
  ];
  return () => removers.forEach((remove) => remove());
}
