/**
 * Error boundary: a ChunkLoadError shows the reload prompt; anything else a friendly error card
 * with "Tentar novamente" (which resets when the location changes, via `chave`). The card is drawn
 * by the static sheet leve.css, without MUI: it must show even when what failed was loading MUI's
 * chunk, and the first screen does not carry MUI.
 */
import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { ehChunkLoadError } from './chunk.ts';
import { AvisoNovaVersaoDialogo } from './AvisoNovaVersao.tsx';
import { variaveisCss } from './paleta.ts';
import { usePaletaEmCache } from '../tenant/usePaleta.ts';
import './leve.css';

/** Material icon `ErrorOutlined` (Apache 2.0) as path data. */
const ICONE_ERRO = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z';

/** The error card: icon, title, text and "Tentar novamente". */
function CartaoErro({ textos, tentarDeNovo }: { textos: TextosErro; tentarDeNovo: () => void }) {
  const paleta = usePaletaEmCache();
  return (
    <div role="alert" className="leve leve-cartao" style={variaveisCss(paleta) as CSSProperties}>
      <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false" style={{ color: paleta.erro }}>
        <path d={ICONE_ERRO} />
      </svg>
      <h2>{textos.titulo}</h2>
      <p>{textos.texto}</p>
      <button type="button" className="leve-botao" onClick={tentarDeNovo}>
        {textos.tentarNovamente}
      </button>
    </div>
  );
}

export interface TextosErro {
  titulo: string;
  texto: string;
  tentarNovamente: string;
  novaVersaoTitulo: string;
  novaVersaoTexto: string;
  recarregar: string;
}

export const TEXTOS_ERRO_PT: TextosErro = {
  titulo: 'Algo deu errado',
  texto: 'Ocorreu um erro inesperado ao exibir esta página.',
  tentarNovamente: 'Tentar novamente',
  novaVersaoTitulo: 'Nova versão disponível',
  novaVersaoTexto: 'Uma parte do sistema não pôde ser carregada, provavelmente porque ele foi atualizado. Recarregue a página para continuar.',
  recarregar: 'Recarregar',
};

interface Props {
  children: ReactNode;
  chave?: string;
  textos?: TextosErro;
}
interface Estado {
  erro: unknown;
  chave?: string;
}

export class LimiteErro extends Component<Props, Estado> {
  state: Estado = { erro: null, chave: this.props.chave };

  static getDerivedStateFromError(erro: unknown): Partial<Estado> {
    return { erro };
  }

  static getDerivedStateFromProps(props: Props, estado: Estado): Partial<Estado> | null {
    if (props.chave !== estado.chave) return { erro: null, chave: props.chave };
    return null;
  }

  componentDidCatch(erro: unknown, info: ErrorInfo): void {
    console.error(erro, info.componentStack);
  }

  render() {
    const { erro } = this.state;
    const t = this.props.textos ?? TEXTOS_ERRO_PT;
    if (!erro) return this.props.children;
    if (ehChunkLoadError(erro)) return <AvisoNovaVersaoDialogo aberto titulo={t.novaVersaoTitulo} texto={t.novaVersaoTexto} recarregar={t.recarregar} />;
    return <CartaoErro textos={t} tentarDeNovo={() => this.setState({ erro: null })} />;
  }
}
