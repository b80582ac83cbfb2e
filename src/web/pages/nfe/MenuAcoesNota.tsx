/**
 * Menu de ações de uma nota no gerenciador de NF-e: uma lista de ações `{chave, rotulo, icone,
 * desabilitada?, perigo?, aoClicar}` desenhada como itens do menu (ícone + texto; `perigo` em
 * vermelho). `acoesDaNota` diz quais ações uma nota do gerenciador tem e quando ficam desabilitadas
 * (XML só de autorizada/cancelada/denegada; e-mail, CC-e, outros eventos, complemento e cancelamento só de autorizada;
 * devolução só de nota de saída normal autorizada; corrigir duplicidade só após a rejeição 204/539);
 * o gerenciador diz o que cada uma faz.
 */
import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CodeIcon from '@mui/icons-material/Code';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import EditNoteIcon from '@mui/icons-material/EditNote';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import PostAddIcon from '@mui/icons-material/PostAdd';
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { LinhaFaturamento } from '../faturamento/FaturamentoLista.tsx';
import { cStatConhecido } from './cstat.ts';
import { podeCorrigirDuplicidade } from './fiscal.ts';

export interface AcaoNota {
  chave: string;
  rotulo: string;
  icone: ReactNode;
  desabilitada?: boolean;
  perigo?: boolean;
  aoClicar: () => void;
}

export function MenuAcoesNota({ ancora, acoes, onClose }: { ancora: HTMLElement | null; acoes: AcaoNota[]; onClose: () => void }) {
  return (
    <Menu anchorEl={ancora} open={!!ancora} onClose={onClose}>
      {acoes.map((a) => (
        <MenuItem key={a.chave} disabled={a.desabilitada} onClick={a.aoClicar} sx={a.perigo ? { color: 'error.main' } : undefined}>
          <ListItemIcon sx={a.perigo ? { color: 'error.main' } : undefined}>{a.icone}</ListItemIcon>
          <ListItemText>{a.rotulo}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}

/** O que o gerenciador faz em cada ação do menu (fecha o menu e abre o diálogo, baixa, navega). */
export interface FazeresNota {
  abrir: () => void;
  baixarXml: () => void;
  email: () => void;
  consultar: () => void;
  cce: () => void;
  /** Outros eventos (ator interessado, entrega, conciliação, reforma tributária...). */
  outros: () => void;
  devolver: () => void;
  complementar: () => void;
  cancelar: () => void;
  corrigirDuplicidade: () => void;
}

/**
 * As ações da nota `n`, na ordem do menu, com as regras de habilitação (ver cabeçalho). Sem e-mail
 * configurado no servidor (`emailConfigurado` false, providers/email.ts) não há "Enviar por e-mail".
 */
export function acoesDaNota(n: LinhaFaturamento, f: FazeresNota, emailConfigurado: boolean): AcaoNota[] {
  const autorizada = n.situacao === 'autorizada';
  const acoes: AcaoNota[] = [
    { chave: 'ver', rotulo: 'Abrir nota', icone: <VisibilityIcon fontSize="small" />, aoClicar: f.abrir },
    {
      chave: 'xml',
      rotulo: 'Baixar XML',
      icone: <CodeIcon fontSize="small" />,
      desabilitada: !['autorizada', 'cancelada', 'denegada'].includes(String(n.situacao)),
      aoClicar: f.baixarXml,
    },
    ...(emailConfigurado
      ? [{ chave: 'email', rotulo: 'Enviar por e-mail', icone: <EmailIcon fontSize="small" />, desabilitada: !autorizada, aoClicar: f.email }]
      : []),
    { chave: 'consultar', rotulo: 'Consultar situação', icone: <ManageSearchIcon fontSize="small" />, desabilitada: !n.chave, aoClicar: f.consultar },
    { chave: 'cce', rotulo: 'Carta de correção', icone: <EditNoteIcon fontSize="small" />, desabilitada: !autorizada, aoClicar: f.cce },
    { chave: 'outros', rotulo: 'Outros eventos', icone: <EventNoteIcon fontSize="small" />, desabilitada: !autorizada, aoClicar: f.outros },
    {
      chave: 'devolver',
      rotulo: 'Devolver',
      icone: <AssignmentReturnIcon fontSize="small" />,
      desabilitada: !autorizada || n.tipo_operacao === 0 || (n.finalidade ?? 1) !== 1,
      aoClicar: f.devolver,
    },
    { chave: 'complementar', rotulo: 'Complementar ou ajustar', icone: <PostAddIcon fontSize="small" />, desabilitada: !autorizada, aoClicar: f.complementar },
    {
      chave: 'cancelar',
      rotulo: 'Cancelar nota',
      icone: <BlockIcon fontSize="small" color="error" />,
      desabilitada: !autorizada,
      perigo: true,
      aoClicar: f.cancelar,
    },
  ];
  if (podeCorrigirDuplicidade(n.situacao, cStatConhecido(n)))
    acoes.push({ chave: 'dup', rotulo: 'Corrigir duplicidade', icone: <ContentCopyIcon fontSize="small" />, aoClicar: f.corrigirDuplicidade });
  return acoes;
}
