/** Scroll-to-top button (SPEC §9: shown after 200 px, 600 ms animation). */
import { useEffect, useState } from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

export const DESLOCAMENTO_TOPO = 200;
export const VELOCIDADE_TOPO_MS = 600;

/** Smooth scroll to the top in `duracao` ms (ease-in-out). */
export function rolarParaTopo(duracao = VELOCIDADE_TOPO_MS): void {
  const inicio = window.scrollY;
  if (inicio <= 0) return;
  const t0 = performance.now();
  const passo = (agora: number) => {
    const p = Math.min(1, (agora - t0) / duracao);
    const curva = p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2;
    window.scrollTo(0, Math.round(inicio * (1 - curva)));
    if (p < 1) requestAnimationFrame(passo);
  };
  requestAnimationFrame(passo);
}

export function BotaoTopo({ rotulo }: { rotulo: string }) {
  const [visivel, setVisivel] = useState(false);
  useEffect(() => {
    const aoRolar = () => setVisivel(window.scrollY > DESLOCAMENTO_TOPO);
    aoRolar();
    window.addEventListener('scroll', aoRolar, { passive: true });
    return () => window.removeEventListener('scroll', aoRolar);
  }, []);
  return (
    <Zoom in={visivel}>
      <Fab
        color="primary"
        size="small"
        aria-label={rotulo}
        title={rotulo}
        onClick={() => rolarParaTopo()}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1050, borderRadius: 2, boxShadow: 3 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
