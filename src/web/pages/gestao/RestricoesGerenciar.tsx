/**
 * Gerenciar restrições (SPEC §2 Gestão › restricoes/gerenciar, administrador; §6 "Administrator
 * area"): para cada tipo de usuário da cadeia, as regras de gestão marcadas (só as que se aplicam ao
 * nível), agrupadas por módulo; "Salvar" grava a lista (AddRestricoes). Também completa os catálogos
 * padrão com as regras novas do produto e dá às empresas as regras do pacote que faltam.
 */
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import { useMarcacaoPorPerfil } from '../../components/useMarcacaoPorPerfil.ts';
import { GruposMarcaveis } from '../../components/GruposMarcaveis.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { aplicarRegrasEmpresas, completarCatalogos, type RegraPadrao, restricoesPadrao, salvarRestricoes, type TipoComRegras } from './api.ts';

export default function RestricoesGerenciar() {
  const alertas = useAlertas();
  const {
    dados,
    erro,
    perfilId: tipoId,
    perfil: tipo,
    marcados: marcadas,
    modulos,
    trocarPerfil: trocarTipo,
    alternar,
    salvar,
    carregar,
  } = useMarcacaoPorPerfil({
    carregar: restricoesPadrao,
    perfis: (d) => d.tipos,
    marcados: (t: TipoComRegras) => t.regras,
    // só as regras que se aplicam ao nível do tipo
    catalogo: (d, t) => (t ? d.padrao.filter((r: RegraPadrao) => r.niveis.includes(t.nivel)) : []),
    salvar: salvarRestricoes,
    salvo: 'Permissões salvas.',
  });
  const completar = async () => {
    try {
      const n = await completarCatalogos();
      const e = await aplicarRegrasEmpresas();
      await alertas.success(`${n} regra(s) padrão incluída(s). ${e.Message ?? ''}`);
      await carregar(tipoId === '' ? undefined : tipoId);
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      {erro && <Alert severity="error">{erro}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField select label="Tipo de usuário" size="small" value={tipoId} onChange={(e) => trocarTipo(Number(e.target.value))} sx={{ minWidth: 260 }}>
          {(dados?.tipos ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.tipo}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => void completar()}>Completar regras padrão</Button>
        <Button variant="contained" onClick={() => void salvar()} disabled={tipoId === ''}>
          Salvar
        </Button>
      </Stack>
      {tipo?.nivel === 'admin' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          O Administrador sempre mantém a gestão de restrições, para não perder o acesso a esta tela.
        </Alert>
      )}
      <Stack spacing={2}>
        <GruposMarcaveis modulos={modulos} chave={(r) => r.regra} rotulo={(r) => r.descricao} dica={(r) => r.regra} marcados={marcadas} alternar={alternar} />
      </Stack>
    </Box>
  );
}
