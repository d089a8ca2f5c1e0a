// A server component: the page is rendered to HTML at build time (a static export), the
// client component's first render with it, <hexadoku-board> tag and all.
import Board from './board';

export default function Home() {
  return (
    <main>
      <h1>Hexadoku with Next.js</h1>
      <Board />
    </main>
  );
}
