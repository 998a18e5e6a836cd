// Declarations of this app's native methods, written by `causeway typings` from their Swift types.
// Include it beside causeway.d.ts. Every call rejects with a CausewayError whose code is a CausewayErrorCode.

interface AppInfo {
  name: string;
  identifier: string;
  version: string;
  build: string;
  device: DeviceInfo;
}

interface ArticlePluginLayout {
  contentHeight: number;
  articleHeight: number;
  articleTop: number;
  belowTop: number;
  scrollOffset: number;
}

interface ClockPluginTicks {
  count: number;
  intervalMS: number;
}

interface ComponentFault {
  message: string;
}

interface ComponentPoint {
  x: number;
  y: number;
}

interface CookiesPluginCookieName {
  url?: string;
  name: string;
  path?: string;
}

interface CookiesPluginPageCookie {
  url?: string;
  name: string;
  value: string;
  path?: string;
  expires?: number;
  secure?: boolean;
  sameSite?: "none" | "lax" | "strict";
}

interface CookiesPluginSite {
  url?: string;
}

interface DeviceInfo {
  system: string;
  systemVersion: string;
  model: string;
  locale: string;
}

interface DevicePluginInfo {
  system: string;
  processors: number;
  memoryGiB: number;
  host: string;
}

interface FilesPluginBytes {
  bytes: Uint8Array;
}

interface FilesPluginDigest {
  count: number;
  sum: number;
  first: number[];
}

interface FilesPluginSize {
  size: number;
}

interface Header {
  title: string;
  titleView: "plain" | HeaderSegments | HeaderMenu | NativeTitleView;
  isVisible: boolean;
  showsBackButton: boolean;
  showsCloseButton: boolean;
  rightItems: HeaderItem[];
  showsProgress: boolean;
}

interface HeaderConfiguration {
  title?: string;
  followsDocumentTitle?: boolean;
  titleView?: "plain" | HeaderSegments | HeaderMenu | NativeTitleView;
  visible?: boolean;
  backButton?: boolean;
  closeButton?: boolean;
  rightItems?: HeaderItem[];
}

interface HeaderItem {
  id: string;
  title?: string;
  icon?: string;
}

interface HeaderMenu {
  menu: string[];
  selected?: number;
}

interface HeaderSegments {
  segments: string[];
  selected?: number;
}

interface InputProps {
  value?: string;
  placeholder?: string;
}

interface InputValue {
  value: string;
}

interface LabelProps {
  text: string;
  color?: string;
  background?: string;
  fontSize?: number;
}

interface LoginPluginPerson {
  name: string;
}

interface MathPluginOperands {
  a: number;
  b: number;
}

interface NativeTitleView {
  native: string;
  parameters?: unknown;
}

interface NavigationPluginOpenNative {
  name: string;
  parameters?: unknown;
}

interface NavigationPluginOpenWeb {
  url: string;
}

interface NavigationPluginPrerender {
  urls: string[];
}

interface NavigationPluginPrerendered {
  urls: string[];
}

interface PageState {
  url?: string;
  title?: string;
  canGoBack: boolean;
  canGoForward: boolean;
  isLoading: boolean;
  progress: number;
  isVisible: boolean;
}

interface ScreenPluginQuery {
  page: "top" | "this";
  within: number;
}

interface ScreenPluginReport {
  shown: boolean;
  page: string;
}

interface ScreenPluginSegmentTap {
  index: number;
}

interface ShareItem {
  title?: string;
  text?: string;
  url?: string;
}

interface SharePluginOutcome {
  shared: boolean;
}

interface SignedInAccount {
  id: string;
  fields: { [key: string]: unknown };
}

interface TaskPluginWait {
  ms: number;
}

interface VideoMetadata {
  duration: number;
}

interface VideoProps {
  src: string;
  autoplay?: boolean;
  loop?: boolean;
  muted?: boolean;
  controls?: boolean;
}

interface VideoSeek {
  time: number;
}

interface VideoState {
  playing: boolean;
  ended: boolean;
  time: number;
  duration: number;
}

interface Causeway {
  account: {
    current(args?: null, options?: CausewayCallOptions): Promise<SignedInAccount | null>;
  };
  app: {
    info(args?: null, options?: CausewayCallOptions): Promise<AppInfo>;
  };
  article: {
    layout(args?: null, options?: CausewayCallOptions): Promise<ArticlePluginLayout>;
  };
  clock: {
    ticks(args: ClockPluginTicks, options?: CausewayStreamOptions): AsyncIterableIterator<number>;
  };
  cookies: {
    delete(args: CookiesPluginCookieName, options?: CausewayCallOptions): Promise<null>;
    get(args?: CookiesPluginSite | null, options?: CausewayCallOptions): Promise<CookiesPluginPageCookie[]>;
    set(args: CookiesPluginPageCookie, options?: CausewayCallOptions): Promise<null>;
  };
  device: {
    info(args?: null, options?: CausewayCallOptions): Promise<DevicePluginInfo>;
  };
  events: {
    echo(args: unknown[], options?: CausewayCallOptions): Promise<number>;
  };
  files: {
    digest(args: FilesPluginBytes, options?: CausewayCallOptions): Promise<FilesPluginDigest>;
    random(args: FilesPluginSize, options?: CausewayCallOptions): Promise<Uint8Array>;
  };
  header: {
    configure(args: HeaderConfiguration, options?: CausewayCallOptions): Promise<Header>;
    get(args?: null, options?: CausewayCallOptions): Promise<Header>;
  };
  login: {
    signIn(args: LoginPluginPerson, options?: CausewayCallOptions): Promise<SignedInAccount>;
    signOut(args?: null, options?: CausewayCallOptions): Promise<null>;
  };
  math: {
    add(args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
    divide(args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
  };
  nav: {
    back(args?: null, options?: CausewayCallOptions): Promise<null>;
    close(args?: null, options?: CausewayCallOptions): Promise<null>;
    forward(args?: null, options?: CausewayCallOptions): Promise<null>;
    openNative(args: NavigationPluginOpenNative, options?: CausewayCallOptions): Promise<null>;
    openWeb(args: NavigationPluginOpenWeb, options?: CausewayCallOptions): Promise<null>;
    prerender(args: NavigationPluginPrerender, options?: CausewayCallOptions): Promise<NavigationPluginPrerendered>;
    reload(args?: null, options?: CausewayCallOptions): Promise<null>;
    state(args?: null, options?: CausewayCallOptions): Promise<PageState>;
  };
  screen: {
    shows(args: ScreenPluginQuery, options?: CausewayCallOptions): Promise<ScreenPluginReport>;
    tapSegment(args: ScreenPluginSegmentTap, options?: CausewayCallOptions): Promise<null>;
  };
  share: {
    share(args: ShareItem, options?: CausewayCallOptions): Promise<SharePluginOutcome>;
  };
  task: {
    wait(args: TaskPluginWait, options?: CausewayCallOptions): Promise<string>;
  };
  call(method: "account.current", args?: null, options?: CausewayCallOptions): Promise<SignedInAccount | null>;
  call(method: "app.info", args?: null, options?: CausewayCallOptions): Promise<AppInfo>;
  call(method: "article.layout", args?: null, options?: CausewayCallOptions): Promise<ArticlePluginLayout>;
  stream(method: "clock.ticks", args: ClockPluginTicks, options?: CausewayStreamOptions): AsyncIterableIterator<number>;
  call(method: "cookies.delete", args: CookiesPluginCookieName, options?: CausewayCallOptions): Promise<null>;
  call(method: "cookies.get", args?: CookiesPluginSite | null, options?: CausewayCallOptions): Promise<CookiesPluginPageCookie[]>;
  call(method: "cookies.set", args: CookiesPluginPageCookie, options?: CausewayCallOptions): Promise<null>;
  call(method: "device.info", args?: null, options?: CausewayCallOptions): Promise<DevicePluginInfo>;
  call(method: "events.echo", args: unknown[], options?: CausewayCallOptions): Promise<number>;
  call(method: "files.digest", args: FilesPluginBytes, options?: CausewayCallOptions): Promise<FilesPluginDigest>;
  call(method: "files.random", args: FilesPluginSize, options?: CausewayCallOptions): Promise<Uint8Array>;
  call(method: "header.configure", args: HeaderConfiguration, options?: CausewayCallOptions): Promise<Header>;
  call(method: "header.get", args?: null, options?: CausewayCallOptions): Promise<Header>;
  call(method: "login.signIn", args: LoginPluginPerson, options?: CausewayCallOptions): Promise<SignedInAccount>;
  call(method: "login.signOut", args?: null, options?: CausewayCallOptions): Promise<null>;
  call(method: "math.add", args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
  call(method: "math.divide", args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
  call(method: "nav.back", args?: null, options?: CausewayCallOptions): Promise<null>;
  call(method: "nav.close", args?: null, options?: CausewayCallOptions): Promise<null>;
  call(method: "nav.forward", args?: null, options?: CausewayCallOptions): Promise<null>;
  call(method: "nav.openNative", args: NavigationPluginOpenNative, options?: CausewayCallOptions): Promise<null>;
  call(method: "nav.openWeb", args: NavigationPluginOpenWeb, options?: CausewayCallOptions): Promise<null>;
  call(method: "nav.prerender", args: NavigationPluginPrerender, options?: CausewayCallOptions): Promise<NavigationPluginPrerendered>;
  call(method: "nav.reload", args?: null, options?: CausewayCallOptions): Promise<null>;
  call(method: "nav.state", args?: null, options?: CausewayCallOptions): Promise<PageState>;
  call(method: "screen.shows", args: ScreenPluginQuery, options?: CausewayCallOptions): Promise<ScreenPluginReport>;
  call(method: "screen.tapSegment", args: ScreenPluginSegmentTap, options?: CausewayCallOptions): Promise<null>;
  call(method: "share.share", args: ShareItem, options?: CausewayCallOptions): Promise<SharePluginOutcome>;
  call(method: "task.wait", args: TaskPluginWait, options?: CausewayCallOptions): Promise<string>;
}

interface CausewayWebImplementations {
  "account.current": (args: null, context: CausewayHandlerContext) => CausewayWebResult<SignedInAccount | null>;
  "app.info": (args: null, context: CausewayHandlerContext) => CausewayWebResult<AppInfo>;
  "article.layout": (args: null, context: CausewayHandlerContext) => CausewayWebResult<ArticlePluginLayout>;
  "clock.ticks": (args: ClockPluginTicks, context: CausewayHandlerContext) => CausewayWebValues<number>;
  "cookies.delete": (args: CookiesPluginCookieName, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "cookies.get": (args: CookiesPluginSite | null, context: CausewayHandlerContext) => CausewayWebResult<CookiesPluginPageCookie[]>;
  "cookies.set": (args: CookiesPluginPageCookie, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "device.info": (args: null, context: CausewayHandlerContext) => CausewayWebResult<DevicePluginInfo>;
  "events.echo": (args: unknown[], context: CausewayHandlerContext) => CausewayWebResult<number>;
  "files.digest": (args: FilesPluginBytes, context: CausewayHandlerContext) => CausewayWebResult<FilesPluginDigest>;
  "files.random": (args: FilesPluginSize, context: CausewayHandlerContext) => CausewayWebResult<Uint8Array>;
  "header.configure": (args: HeaderConfiguration, context: CausewayHandlerContext) => CausewayWebResult<Header>;
  "header.get": (args: null, context: CausewayHandlerContext) => CausewayWebResult<Header>;
  "login.signIn": (args: LoginPluginPerson, context: CausewayHandlerContext) => CausewayWebResult<SignedInAccount>;
  "login.signOut": (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "math.add": (args: MathPluginOperands, context: CausewayHandlerContext) => CausewayWebResult<number>;
  "math.divide": (args: MathPluginOperands, context: CausewayHandlerContext) => CausewayWebResult<number>;
  "nav.back": (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "nav.close": (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "nav.forward": (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "nav.openNative": (args: NavigationPluginOpenNative, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "nav.openWeb": (args: NavigationPluginOpenWeb, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "nav.prerender": (args: NavigationPluginPrerender, context: CausewayHandlerContext) => CausewayWebResult<NavigationPluginPrerendered>;
  "nav.reload": (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "nav.state": (args: null, context: CausewayHandlerContext) => CausewayWebResult<PageState>;
  "screen.shows": (args: ScreenPluginQuery, context: CausewayHandlerContext) => CausewayWebResult<ScreenPluginReport>;
  "screen.tapSegment": (args: ScreenPluginSegmentTap, context: CausewayHandlerContext) => CausewayWebResult<null>;
  "share.share": (args: ShareItem, context: CausewayHandlerContext) => CausewayWebResult<SharePluginOutcome>;
  "task.wait": (args: TaskPluginWait, context: CausewayHandlerContext) => CausewayWebResult<string>;
}

interface CausewayWeb {
  handle(method: "account.current", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<SignedInAccount | null>): () => void;
  handle(method: "app.info", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<AppInfo>): () => void;
  handle(method: "article.layout", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<ArticlePluginLayout>): () => void;
  handleStream(method: "clock.ticks", implementation: (args: ClockPluginTicks, context: CausewayHandlerContext) => CausewayWebValues<number>): () => void;
  handle(method: "cookies.delete", implementation: (args: CookiesPluginCookieName, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "cookies.get", implementation: (args: CookiesPluginSite | null, context: CausewayHandlerContext) => CausewayWebResult<CookiesPluginPageCookie[]>): () => void;
  handle(method: "cookies.set", implementation: (args: CookiesPluginPageCookie, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "device.info", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<DevicePluginInfo>): () => void;
  handle(method: "events.echo", implementation: (args: unknown[], context: CausewayHandlerContext) => CausewayWebResult<number>): () => void;
  handle(method: "files.digest", implementation: (args: FilesPluginBytes, context: CausewayHandlerContext) => CausewayWebResult<FilesPluginDigest>): () => void;
  handle(method: "files.random", implementation: (args: FilesPluginSize, context: CausewayHandlerContext) => CausewayWebResult<Uint8Array>): () => void;
  handle(method: "header.configure", implementation: (args: HeaderConfiguration, context: CausewayHandlerContext) => CausewayWebResult<Header>): () => void;
  handle(method: "header.get", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<Header>): () => void;
  handle(method: "login.signIn", implementation: (args: LoginPluginPerson, context: CausewayHandlerContext) => CausewayWebResult<SignedInAccount>): () => void;
  handle(method: "login.signOut", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "math.add", implementation: (args: MathPluginOperands, context: CausewayHandlerContext) => CausewayWebResult<number>): () => void;
  handle(method: "math.divide", implementation: (args: MathPluginOperands, context: CausewayHandlerContext) => CausewayWebResult<number>): () => void;
  handle(method: "nav.back", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "nav.close", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "nav.forward", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "nav.openNative", implementation: (args: NavigationPluginOpenNative, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "nav.openWeb", implementation: (args: NavigationPluginOpenWeb, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "nav.prerender", implementation: (args: NavigationPluginPrerender, context: CausewayHandlerContext) => CausewayWebResult<NavigationPluginPrerendered>): () => void;
  handle(method: "nav.reload", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "nav.state", implementation: (args: null, context: CausewayHandlerContext) => CausewayWebResult<PageState>): () => void;
  handle(method: "screen.shows", implementation: (args: ScreenPluginQuery, context: CausewayHandlerContext) => CausewayWebResult<ScreenPluginReport>): () => void;
  handle(method: "screen.tapSegment", implementation: (args: ScreenPluginSegmentTap, context: CausewayHandlerContext) => CausewayWebResult<null>): () => void;
  handle(method: "share.share", implementation: (args: ShareItem, context: CausewayHandlerContext) => CausewayWebResult<SharePluginOutcome>): () => void;
  handle(method: "task.wait", implementation: (args: TaskPluginWait, context: CausewayHandlerContext) => CausewayWebResult<string>): () => void;
}

interface CausewayComponentTypes {
  input: {
    props: InputProps;
    methods: {
      blur: { args: null; result: null };
      focus: { args: null; result: null };
    };
    events: {
      blur: null;
      error: ComponentFault;
      focus: null;
      input: InputValue;
      submit: InputValue;
    };
  };
  label: {
    props: LabelProps;
    methods: {};
    events: {
      error: ComponentFault;
      tap: ComponentPoint;
    };
  };
  video: {
    props: VideoProps;
    methods: {
      pause: { args: null; result: VideoState };
      play: { args: null; result: VideoState };
      seek: { args: VideoSeek; result: VideoState };
      state: { args: null; result: VideoState };
    };
    events: {
      ended: null;
      error: ComponentFault;
      loadedmetadata: VideoMetadata;
      pause: null;
      play: null;
    };
  };
}
