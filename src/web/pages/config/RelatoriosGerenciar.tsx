/**
 * `relatorios/gerenciar` (SPEC §2 Relatórios): escolhe um perfil de usuário da
 * empresa e marca os relatórios que ele vê em relatorios/consultar, agrupados por módulo; "Salvar"
 * grava (`POST /v1/Relatorios/SalvarRelatoriosPerfil`). Regra `Permitir.Relatorios.Gerenciar`.
 */
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMarcacaoPorPerfil } from '../../components/useMarcacaoPorPerfil.ts';
import { GruposMarcaveis } from '../../components/GruposMarcaveis.tsx';
import { type PerfilRelatorios, relatoriosGerenciar, salvarRelatoriosPerfil } from './api.ts';

export default function RelatoriosGerenciar() {
  const { dados, erro, perfilId, marcados, definirMarcados, modulos, trocarPerfil, alternar, salvar } = useMarcacaoPorPerfil({
    carregar: relatoriosGerenciar,
    perfis: (d) => d.perfis,
    marcados: (p: PerfilRelatorios) => p.habilitados,
    catalogo: (d) => d.relatorios,
    salvar: salvarRelatoriosPerfil,
    salvo: 'Relatórios do perfil salvos.',
  });

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
        <Button onClick={() => definirMarcados(new Set(dados?.relatorios.map((r) => r.id) ?? []))} disabled={perfilId === ''}>
          Marcar todos
        </Button>
        <Button variant="contained" onClick={() => void salvar()} disabled={perfilId === ''}>
          Salvar
        </Button>
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        Os relatórios desmarcados deixam de aparecer em Relatórios para os usuários deste perfil. O perfil também precisa da permissão de emitir relatórios
        (Perfis e restrições).
      </Alert>
      <Stack spacing={2}>
        <GruposMarcaveis
          modulos={modulos}
          chave={(r) => r.id}
          rotulo={(r) => r.titulo}
          dica={(r) => r.descricao}
          marcados={marcados}
          alternar={alternar}
          colunasXl={2}
        />
      </Stack>
    </Box>
  );
}
