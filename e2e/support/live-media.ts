import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../playwright.config.js';

/**
 * Chromium for the live room: fake camera and microphone without a permission prompt, loopback ICE candidates (the
 * embedded SFU offers 127.0.0.1), and no mDNS names for them. Chromium keeps one value per switch, so this
 * --disable-features list repeats Playwright's own network-quieting entries beside the one the live room needs.
 */
export function launchLiveBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-features=WebRtcHideLocalIpsWithMdns,MediaRouter,DialMediaRouteProvider,OptimizationHints,Translate,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,HttpsUpgrades,LensOverlay',
    ],
  });
}

/** The clock code: milliseconds modulo 2^24, drawn as an 8×3 grid of 80 px black or white blocks. */
const CODE_BITS = 24;
const BLOCK = 80;
const COLUMNS = 8;

/**
 * Makes the page's camera a canvas that shows the current clock as blocks, so a viewer can prove it sees *this*
 * host live and measure the delay from the host's screen to its own (both pages share the machine's clock).
 */
export async function publishClockAsCamera(page: Page): Promise<void> {
  await page.addInitScript(
    ({ bits, block, columns }) => {
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        if (!constraints?.video) return stream;
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        const context = canvas.getContext('2d')!;
        const draw = () => {
          const code = Date.now() % 2 ** bits;
          context.fillStyle = '#808080';
          context.fillRect(0, 0, canvas.width, canvas.height);
          for (let bit = 0; bit < bits; bit += 1) {
            context.fillStyle = (code >> bit) & 1 ? '#ffffff' : '#000000';
            context.fillRect((bit % columns) * block, Math.floor(bit / columns) * block, block, block);
          }
        };
        draw();
        setInterval(draw, 15);
        for (const track of stream.getVideoTracks()) {
          stream.removeTrack(track);
          track.stop();
        }
        stream.addTrack(canvas.captureStream(30).getVideoTracks()[0]!);
        return stream;
      };
    },
    { bits: CODE_BITS, block: BLOCK, columns: COLUMNS },
  );
}

/** Reads the clock code from a playing video, and the viewer's clock at that moment. */
export async function readClock(video: Locator): Promise<{ code: number; latencyMs: number }> {
  return video.evaluate(
    (element, { bits, block, columns }) => {
      const media = element as HTMLVideoElement;
      const canvas = document.createElement('canvas');
      canvas.width = media.videoWidth;
      canvas.height = media.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(media, 0, 0);
      const scale = media.videoWidth / 640;
      let code = 0;
      for (let bit = 0; bit < bits; bit += 1) {
        const x = Math.round(((bit % columns) * block + block / 2) * scale);
        const y = Math.round((Math.floor(bit / columns) * block + block / 2) * scale);
        const [r, g, b] = context.getImageData(x, y, 1, 1).data;
        if ((r! + g! + b!) / 3 > 128) code |= 1 << bit;
      }
      const modulus = 2 ** bits;
      return { code, latencyMs: ((((Date.now() % modulus) - code) % modulus) + modulus) % modulus };
    },
    { bits: CODE_BITS, block: BLOCK, columns: COLUMNS },
  );
}

/** Makes the page's screen share a canvas of one colour (headless Chromium has no screen to capture). */
export async function shareCanvasAsScreen(page: Page, colour: string): Promise<void> {
  await page.addInitScript((fill) => {
    navigator.mediaDevices.getDisplayMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d')!;
      const draw = () => {
        context.fillStyle = fill;
        context.fillRect(0, 0, canvas.width, canvas.height);
      };
      draw();
      setInterval(draw, 100);
      return canvas.captureStream(15);
    };
  }, colour);
}
