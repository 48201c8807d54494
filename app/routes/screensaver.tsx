export default function Screensaver() {
  return <main>Screensaver</main>;
}
