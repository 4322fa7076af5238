import { DEVICE_CHECK_DELAY_MS, LISTEN_MS, RECORD_MS } from '../rules/wizard';

/** Whether this browser can take part in a video session at all. */
export function supportsVideo(): boolean {
  return (
    typeof RTCPeerConnection !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** Asks for the camera and microphone; rejects when they are refused or missing. */
export function askForCameraAndMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: true, audio: true });
}

/**
 * The cameras and microphones, looked at a moment after permissions were
 * given (their names show only then), and again whenever one is plugged
 * in or out. Returns a stop function.
 */
export function watchDevices(onDevices: (devices: MediaDeviceInfo[]) => void): () => void {
  const look = () => {
    void navigator.mediaDevices
      .enumerateDevices()
      .then((all) => onDevices(all.filter((device) => device.kind !== 'audiooutput')));
  };
  const timer = setTimeout(look, DEVICE_CHECK_DELAY_MS);
  navigator.mediaDevices.addEventListener('devicechange', look);
  return () => {
    clearTimeout(timer);
    navigator.mediaDevices.removeEventListener('devicechange', look);
  };
}

/** A level above this (0–1, the loudest sample of a frame) counts as a voice. */
const HEARD_LEVEL = 0.02;
const LISTEN_EVERY_MS = 100;

/**
 * Listens to the microphone for up to 20 seconds; resolves true once
 * something is heard, false after 20 seconds of silence.
 */
export async function listenForSound(stream: MediaStream, signal: AbortSignal): Promise<boolean> {
  const context = new AudioContext();
  try {
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const until = Date.now() + LISTEN_MS;
    while (Date.now() < until && !signal.aborted) {
      analyser.getFloatTimeDomainData(samples);
      const loudest = samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);
      if (loudest > HEARD_LEVEL) return true;
      await new Promise((resolve) => setTimeout(resolve, LISTEN_EVERY_MS));
    }
    return false;
  } finally {
    void context.close();
  }
}

/** Records 4 seconds of the microphone and gives them back to play. */
export function recordFourSeconds(stream: MediaStream): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const audio = new MediaStream(stream.getAudioTracks());
    const recorder = new MediaRecorder(audio);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onerror = () => reject(new Error('recording failed'));
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType }));
    recorder.start();
    setTimeout(() => recorder.stop(), RECORD_MS);
  });
}

/** The screen (or a window) to share, or an error when refused or not possible. */
export async function shareScreen(): Promise<MediaStream> {
  return navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
