/**
 * The public /404 route (SPEC §2): the not-found page in the app's theme, with MUI's CssBaseline.
 * Loaded on demand by App.tsx, so the first screen does not carry MUI.
 */
import { TemaDoApp } from '../../layout/TemaDoApp.tsx';
import { NaoEncontrada } from './NaoEncontrada.tsx';

export default function PaginaNaoEncontrada() {
  return (
    <TemaDoApp baseline>
      <NaoEncontrada />
    </TemaDoApp>
  );
}
