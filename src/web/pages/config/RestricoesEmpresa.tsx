/**
 * `emitenterestricoes/gerenciar` (SPEC §2 Configurações; SPEC §6 "Company-level permissions"; issue
 * 15 item 4): perfis de usuário da empresa e as suas permissões, marcadas por módulo (catálogo do
 * pacote da empresa), "Novo perfil" e, para quem tem Permitir.EmitenteRestricao.LiberarAcesso, a
 * liberação temporária (LiberarAcesso.tsx). Mesmo desenho da tela de gestão restricoes/gerenciar.
 */
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import { useMarcacaoPorPerfil } from '../../components/useMarcacaoPorPerfil.ts';
import { GruposMarcaveis } from '../../components/GruposMarcaveis.tsx';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { incluirPerfil, type RestricoesPerfis, restricoesPerfis, salvarRestricoesPerfil } from './api.ts';
import LiberarAcesso from './LiberarAcesso.tsx';

export default function RestricoesEmpresa() {
  const permissoes = permissoesDe(lerSessao());
  const podeIncluir = temRegra(permissoes, 'tipo', 'Permitir.EmitenteRestricao.Incluir');
  const podeLiberar = temRegra(permissoes, 'tipo', 'Permitir.EmitenteRestricao.LiberarAcesso');
  const alertas = useAlertas();
  const {
    dados,
    erro,
    perfilId,
    marcados: marcadas,
    modulos,
    trocarPerfil,
    alternar,
    salvar,
    carregar,
  } = useMarcacaoPorPerfil({
    carregar: restricoesPerfis,
    perfis: (d: RestricoesPerfis) => d.perfis,
    marcados: (p) => p.regras,
    catalogo: (d) => d.padrao,
    salvar: salvarRestricoesPerfil,
    salvo: 'Permissões salvas.',
  });
  const [novo, setNovo] = useState<string | null>(null);

  const criar = async () => {
    const descricao = (novo ?? '').trim();
    if (descricao.length < 2) return;
    try {
      const r = await incluirPerfil(descricao);
      setNovo(null);
      await carregar(r.Data.id);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      {erro && <Alert severity="error">{erro}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField select label="Perfil de usuário" size="small" value={perfilId} onChange={(e) => trocarPerfil(Number(e.target.value))} sx={{ minWidth: 280 }}>
          {(dados?.perfis ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.descricao}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {podeIncluir && <Button onClick={() => setNovo('')}>Novo perfil</Button>}
        <Button variant="contained" onClick={() => void salvar()} disabled={perfilId === ''}>
          Salvar
        </Button>
      </Stack>
      <Stack spacing={2}>
        <GruposMarcaveis modulos={modulos} chave={(r) => r.regra} rotulo={(r) => r.descricao} dica={(r) => r.regra} marcados={marcadas} alternar={alternar} />
        {podeLiberar && dados && (
          <LiberarAcesso
            usuarios={dados.usuarios.filter((u) => u.id !== lerSessao()?.User?.id)}
            regras={dados.padrao.filter((r) => temRegra(permissoes, 'emitente', r.regra))}
            liberacoes={dados.liberacoes}
            aoLiberar={() => carregar(perfilId === '' ? undefined : perfilId)}
          />
        )}
      </Stack>
      {novo !== null && (
        <Dialog open onClose={() => setNovo(null)} maxWidth="xs" fullWidth>
          <DialogTitle>Novo perfil de usuário</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              label="Descrição"
              value={novo}
              onChange={(e) => setNovo(e.target.value.slice(0, 60))}
              error={novo.trim().length > 0 && novo.trim().length < 2}
              helperText={novo.trim().length > 0 && novo.trim().length < 2 ? 'Informe ao menos 2 caracteres' : ' '}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNovo(null)}>Cancelar</Button>
            <Button variant="contained" onClick={() => void criar()} disabled={novo.trim().length < 2}>
              Incluir
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
