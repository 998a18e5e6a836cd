// Declarations of this app's native methods, written by `causeway typings` from their Swift types.
// Include it beside causeway.d.ts. Every call rejects with a CausewayError whose code is a CausewayErrorCode.

interface ClockPluginTicks {
  count: number;
  intervalMS: number;
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

interface MathPluginOperands {
  a: number;
  b: number;
}

interface TaskPluginWait {
  ms: number;
}

interface Causeway {
  clock: {
    ticks(args: ClockPluginTicks, options?: CausewayStreamOptions): AsyncIterableIterator<number>;
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
  math: {
    add(args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
    divide(args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
  };
  task: {
    wait(args: TaskPluginWait, options?: CausewayCallOptions): Promise<string>;
  };
  stream(method: "clock.ticks", args: ClockPluginTicks, options?: CausewayStreamOptions): AsyncIterableIterator<number>;
  call(method: "device.info", args?: null, options?: CausewayCallOptions): Promise<DevicePluginInfo>;
  call(method: "events.echo", args: unknown[], options?: CausewayCallOptions): Promise<number>;
  call(method: "files.digest", args: FilesPluginBytes, options?: CausewayCallOptions): Promise<FilesPluginDigest>;
  call(method: "files.random", args: FilesPluginSize, options?: CausewayCallOptions): Promise<Uint8Array>;
  call(method: "math.add", args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
  call(method: "math.divide", args: MathPluginOperands, options?: CausewayCallOptions): Promise<number>;
  call(method: "task.wait", args: TaskPluginWait, options?: CausewayCallOptions): Promise<string>;
}
