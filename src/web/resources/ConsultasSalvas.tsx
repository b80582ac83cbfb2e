/**
 * Consultas salvas de uma lista gerada (SPEC §3 consultaAvancada): o botão
 * "Consultas salvas" abre um menu com as consultas do usuário nesta lista (clique aplica os filtros,
 * a lixeira exclui) e "Salvar filtros atuais…", que pede um nome (mesmo nome substitui).
 * API: `GET/POST /v1/ConsultaAvancada`, `DELETE /v1/ConsultaAvancada/:id` (por usuário e empresa).
 * Só aparece com uma empresa na sessão (as consultas são guardadas por empresa).
 */
import { useCallback, useState } from 'react';
import { useListContext } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
  Tooltip,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { apiData, requisitar } from '../providers/http.ts';
import type { components } from '../../generated/openapi.d.ts';
import { useSessao } from '../session/useSessao.ts';
import { useAplicarFiltros } from './listaParams.tsx';
import { useAlertas } from '../layout/alerts.tsx';

const mensagemDeErro = (e: unknown) => (e instanceof Error && e.message) || 'Falha de comunicação com o servidor.';

/** A saved query of a list, generated from its contract (src/contratos/configuracao.ts). */
type Consulta = components['schemas']['ConsultaSalva'];

export function ConsultasSalvas({ lista }: { lista: string }) {
  const sessao = useSessao();
  if (!sessao?.User?.Emitente) return null;
  return <Consultas lista={lista} />;
}

function Consultas({ lista }: { lista: string }) {
  const { filterValues } = useListContext();
  const aplicarFiltros = useAplicarFiltros(lista);
  const alertas = useAlertas();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [consultas, setConsultas] = useState<Consulta[] | null>(null);
  const [nome, setNome] = useState<string | null>(null);

  const carregar = useCallback(async () => {
    try {
      setConsultas(await apiData<Consulta[]>(`/v1/ConsultaAvancada?lista=${encodeURIComponent(lista)}`));
    } catch (e) {
      setConsultas([]);
      await alertas.error(mensagemDeErro(e));
    }
  }, [lista, alertas]);

  const salvar = async () => {
    const n = (nome ?? '').trim();
    if (!n) return;
    try {
      const r = await requisitar('/v1/ConsultaAvancada/', { method: 'POST', body: { lista, nome: n, filtros: filterValues } });
      setNome(null);
      await alertas.success(r.Message ?? 'Consulta salva.');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const excluir = async (c: Consulta) => {
    try {
      await requisitar(`/v1/ConsultaAvancada/${c.id}`, { method: 'DELETE' });
      setConsultas((l) => (l ?? []).filter((x) => x.id !== c.id));
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const semFiltros = Object.keys(filterValues).length === 0;

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        sx={{ whiteSpace: 'nowrap' }}
        aria-haspopup="menu"
        onClick={(e) => {
          setAncora(e.currentTarget);
          void carregar();
        }}
      >
        Consultas salvas
      </Button>
      <Menu anchorEl={ancora} open={!!ancora} onClose={() => setAncora(null)} slotProps={{ paper: { sx: { minWidth: 280 } } }}>
        {consultas?.length === 0 && (
          <MenuItem disabled>
            <ListItemText>Nenhuma consulta salva nesta lista</ListItemText>
          </MenuItem>
        )}
        {(consultas ?? []).map((c) => (
          <MenuItem
            key={c.id}
            onClick={() => {
              aplicarFiltros(c.filtros, {});
              setAncora(null);
            }}
          >
            <ListItemText>{c.nome}</ListItemText>
            <Tooltip title={`Excluir "${c.nome}"`}>
              <IconButton
                size="small"
                edge="end"
                aria-label={`Excluir consulta ${c.nome}`}
                onClick={(e) => {
                  e.stopPropagation();
                  void excluir(c);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={semFiltros}
          onClick={() => {
            setAncora(null);
            setNome('');
          }}
        >
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{semFiltros ? 'Filtre a lista para salvar uma consulta' : 'Salvar filtros atuais…'}</ListItemText>
        </MenuItem>
      </Menu>
      {nome !== null && (
        <Dialog open onClose={() => setNome(null)} maxWidth="xs" fullWidth>
          <DialogTitle>Salvar consulta</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              label="Nome da consulta"
              value={nome}
              onChange={(e) => setNome(e.target.value.slice(0, 60))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void salvar();
              }}
              helperText="Um nome já usado nesta lista é substituído pelos filtros atuais."
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNome(null)}>Cancelar</Button>
            <Button variant="contained" onClick={() => void salvar()} disabled={!nome.trim()}>
              Salvar
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
