/*
 * How a finished timer rings: a short beep again and again (Web Audio), the phone's vibration and a
 * notification where the browser has them. Browsers let a page make sound only once a person has
 * tapped it, so the sound is made ready by the tap that starts a timer (primeAlarm).
 */

/** A beep this often, until Stop is pressed or the ringing has gone on this long. */
const BEEP_EVERY_MS = 1500;
const RING_LONGEST_MS = 5 * 60_000;

const VIBRATION = [400, 200, 400, 200, 400];

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;
let askedToNotify = false;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as Window & { webkitAudioContext?: AudioContextClass };
  return 'AudioContext' in window ? window.AudioContext : scope.webkitAudioContext;
}

/**
 * Called on the tap that starts a timer: makes the page's sound ready (a browser allows it after
 * a tap) and, the first time, asks to show notifications where the browser can, without waiting
 * for the answer.
 */
export function primeAlarm(): void {
  try {
    const AudioContextClass = audioContextClass();
    if (AudioContextClass && !audio) audio = new AudioContextClass();
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    // No sound on this browser: the timer still shows "Done", vibrates and notifies.
  }
  if (!askedToNotify && 'Notification' in window && Notification.permission === 'default') {
    askedToNotify = true;
    void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  }
}

/** Two short tones, like a kitchen timer. */
function beep(): void {
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.02;
    for (const offset of [0, 0.3]) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = 880;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.25);
    }
  } catch {
    // A sound that cannot play is left out; the tray still says "Done".
  }
}

function notify(title: string): Notification | null {
  if (!('Notification' in window) || Notification.permission !== 'granted') return null;
  try {
    return new Notification(title, { tag: title, requireInteraction: true });
  } catch {
    // Some phones show notifications only from a service worker.
    if (!('serviceWorker' in navigator)) return null;
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.showNotification(title, { tag: title }))
      .catch(() => undefined);
    return null;
  }
}

function vibrate(pattern: number | number[]): void {
  if ('vibrate' in navigator) navigator.vibrate(pattern);
}

/** Rings for a finished timer until the returned function is called (Stop). */
export function ringAlarm(title: string): () => void {
  beep();
  const beeping = window.setInterval(beep, BEEP_EVERY_MS);
  const quiet = window.setTimeout(() => window.clearInterval(beeping), RING_LONGEST_MS);
  vibrate(VIBRATION);
  const notification = notify(title);
  return () => {
    window.clearInterval(beeping);
    window.clearTimeout(quiet);
    vibrate(0);
    notification?.close();
  };
}
