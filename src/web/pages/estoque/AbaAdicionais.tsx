/**
 * Aba "Adicionais" do produto (food service): os grupos de adicionais que o produto
 * oferece no balcão, na ordem em que são perguntados, com o mínimo e o máximo de escolhas de cada
 * grupo e seus adicionais. Oferecer um grupo grava POST /v1/produtoAdicional/; retirar, DELETE.
 * Os grupos e os adicionais se cadastram em Cadastros > Grupos de adicionais.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Button, IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';

interface Grupo {
  id: number;
  descricao: string;
  minimo_escolhas: number;
  maximo_escolhas: number;
  ativo: boolean;
}
interface Ligacao {
  id: number;
  adicional_grupo_id: number;
  ordem: number;
}

/** "Obrigatório: escolha 1", "Opcional: até 3", "Escolha de 1 a 2". */
export function regraEscolha(g: Pick<Grupo, 'minimo_escolhas' | 'maximo_escolhas'>): string {
  if (g.minimo_escolhas === 0) return `Opcional: até ${g.maximo_escolhas}`;
  if (g.minimo_escolhas === g.maximo_escolhas) return `Obrigatório: escolha ${g.minimo_escolhas}`;
  return `Escolha de ${g.minimo_escolhas} a ${g.maximo_escolhas}`;
}

export default function AbaAdicionais() {
  const registro = useRecordContext();
  const alertas = useAlertas();
  const id = Number(registro?.id);
  const [grupos, setGrupos] = useState<Grupo[]>([]);
  const [ligacoes, setLigacoes] = useState<Ligacao[]>([]);
  const [escolhido, setEscolhido] = useState<number | ''>('');
  const [carregado, setCarregado] = useState(false);

  const carregar = useCallback(async () => {
    const [g, l] = await Promise.all([
      listarOData<Grupo>('AdicionalGrupo', { orderby: 'descricao', top: 500 }),
      listarOData<Ligacao>('ProdutoAdicional', { filter: `produto_id eq ${id}`, orderby: 'ordem', top: 100 }),
    ]);
    setGrupos(g.value);
    setLigacoes(l.value);
    setCarregado(true);
  }, [id]);

  useEffect(() => {
    if (id) carregar().catch(() => setCarregado(true));
  }, [id, carregar]);

  if (!id || !carregado) return null;
  const grupoDe = (gid: number) => grupos.find((g) => g.id === gid);
  const disponiveis = grupos.filter((g) => g.ativo && !ligacoes.some((l) => l.adicional_grupo_id === g.id));

  const oferecer = async () => {
    if (escolhido === '') return;
    try {
      const ordem = ligacoes.reduce((m, l) => Math.max(m, l.ordem), 0) + 1;
      await requisitar('/v1/produtoAdicional/', { method: 'POST', body: { produto_id: id, adicional_grupo_id: escolhido, ordem } });
      setEscolhido('');
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const retirar = async (l: Ligacao) => {
    try {
      await requisitar(`/v1/produtoAdicional/${l.id}`, { method: 'DELETE' });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="info">No balcão, cada grupo é perguntado na ordem abaixo; o preço dos adicionais escolhidos soma ao item.</Alert>
      {ligacoes.length > 0 ? (
        <Table size="small" aria-label="Grupos de adicionais do produto">
          <TableHead>
            <TableRow>
              <TableCell>Ordem</TableCell>
              <TableCell>Grupo</TableCell>
              <TableCell>Escolhas</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {ligacoes.map((l) => {
              const g = grupoDe(l.adicional_grupo_id);
              return (
                <TableRow key={l.id}>
                  <TableCell>{l.ordem}</TableCell>
                  <TableCell>{g?.descricao ?? l.adicional_grupo_id}</TableCell>
                  <TableCell>{g ? regraEscolha(g) : ''}</TableCell>
                  <TableCell>
                    <IconButton aria-label={`Retirar ${g?.descricao ?? ''}`} onClick={() => void retirar(l)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">Este produto não oferece adicionais.</Typography>
      )}
      {grupos.length === 0 ? (
        <Typography color="text.secondary">Nenhum grupo de adicionais cadastrado (Cadastros &gt; Grupos de adicionais).</Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            label="Grupo de adicionais"
            value={escolhido}
            onChange={(e) => setEscolhido(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 280 }}
          >
            {disponiveis.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.descricao} ({regraEscolha(g)})
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={escolhido === ''} onClick={() => void oferecer()}>
            Oferecer
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
