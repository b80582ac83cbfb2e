/**
 * Error boundary: a ChunkLoadError shows the reload prompt; anything else a friendly error card
 * with "Tentar novamente" (which resets when the location changes, via `chave`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { ehChunkLoadError } from './chunk.ts';
import { AvisoNovaVersaoDialogo } from './AvisoNovaVersao.tsx';

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
    return (
      <Box role="alert" sx={{ py: 8, px: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h2">
          {t.titulo}
        </Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
          {t.texto}
        </Typography>
        <Button variant="contained" onClick={() => this.setState({ erro: null })} sx={{ mt: 1 }}>
          {t.tentarNovamente}
        </Button>
      </Box>
    );
  }
}
