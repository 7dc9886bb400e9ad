import { CameraIcon, CameraOffIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { createFrameDecoder } from '../lib/frame-decoder.ts';

/** About six decodes a second: fast enough for a queue at the door, light on a phone's battery. */
const DECODE_EVERY_MS = 160;
/** Frames are scaled down to this width before decoding: a pass held up fills much of the view. */
const DECODE_WIDTH = 640;

type CameraState = 'off' | 'starting' | 'on' | 'unavailable';

/**
 * The rear camera, read continuously: each decoded text goes to `onScan` (the screen ignores a
 * pass scanned again within a few seconds). Without a camera, or with permission refused, it says
 * so and the code field and the roster still work.
 */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const [state, setState] = React.useState<CameraState>('off');
  const stopRef = React.useRef<(() => void) | null>(null);
  const onScanRef = React.useRef(onScan);
  onScanRef.current = onScan;

  const stop = React.useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setState((current) => (current === 'unavailable' ? current : 'off'));
  }, []);

  const start = React.useCallback(async () => {
    const video = videoRef.current;
    if (!video || !navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch {
      setState('unavailable');
      return;
    }
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const decoder = createFrameDecoder();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !context || video.readyState < 2 || video.videoWidth === 0) return;
      const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      busy = true;
      void decoder
        .decode({ width: image.width, height: image.height, data: image.data })
        .then((text) => {
          busy = false;
          if (text) onScanRef.current(text);
        });
    }, DECODE_EVERY_MS);
    stopRef.current = () => {
      clearInterval(timer);
      decoder.close();
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    };
    setState('on');
  }, []);

  // The door is where the page is opened: the camera starts with it, and stops when it closes.
  React.useEffect(() => {
    void start();
    return () => stopRef.current?.();
  }, [start]);

  return (
    <div className="space-y-2">
      <div
        className={
          state === 'on' || state === 'starting'
            ? 'relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-900'
            : 'hidden'
        }
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={m.check_in_camera_hint()}
          className="h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
        />
      </div>
      {state === 'unavailable' ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          <CameraOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.check_in_camera_denied()}
        </p>
      ) : (
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-slate-700">{state === 'on' ? m.check_in_camera_hint() : ''}</p>
          {state === 'on' ? (
            <Button variant="outline" size="sm" onClick={stop}>
              <CameraOffIcon aria-hidden="true" />
              {m.check_in_camera_stop()}
            </Button>
          ) : (
            <Button size="sm" onClick={() => void start()} disabled={state === 'starting'}>
              <CameraIcon aria-hidden="true" />
              {m.check_in_camera_start()}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
