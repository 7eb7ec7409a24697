/** The browser's own barcode reader (Chrome on Android, Safari 17+); not in TypeScript's DOM types yet. */
interface TBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type TBarcodeDetectorClass = new () => TBarcodeDetector;

function nativeDetector(): TBarcodeDetector | null {
  const Detector = (globalThis as { BarcodeDetector?: TBarcodeDetectorClass }).BarcodeDetector;
  return typeof Detector === 'function' ? new Detector() : null;
}

/** Whether this browser can open a camera at all (https or localhost, and a camera API). */
export const canScan = (): boolean =>
  typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function detectNatively(
  detector: TBarcodeDetector,
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<string> {
  while (!signal.aborted) {
    if (video.readyState >= 2) {
      const [found] = await detector.detect(video);
      if (found?.rawValue) return found.rawValue;
    }
    await pause(200);
  }
  throw new DOMException('Scanning stopped', 'AbortError');
}

/**
 * Reads one barcode with the back camera into `video`: the browser's BarcodeDetector where it
 * exists, otherwise ZXing, fetched only now (it is about 100 KB the app does not need until then).
 */
export async function scanOneBarcode(video: HTMLVideoElement, signal: AbortSignal): Promise<string> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  try {
    const detector = nativeDetector();
    if (detector) {
      video.srcObject = stream;
      await video.play();
      return await detectNatively(detector, video, signal);
    }
    const { BrowserMultiFormatReader } = await import('@zxing/library');
    const reader = new BrowserMultiFormatReader();
    const stopReader = () => reader.reset();
    signal.addEventListener('abort', stopReader);
    try {
      return (await reader.decodeOnceFromStream(stream, video)).getText();
    } finally {
      signal.removeEventListener('abort', stopReader);
      reader.reset();
    }
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
