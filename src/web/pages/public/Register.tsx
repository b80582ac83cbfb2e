/**
 * Company sign-up (SPEC §2 /{url}/register, §7 POST /v1/registerEmitente/): the company (CNPJ and
 * CEP masks, address filled from GET /v1/cep/{cep}) and its owner user (login availability through
 * POST /v1/getByUsuarioExists/, password strength meter). Field errors from the server
 * (`Empresa.cnpj`, `Usuario.login`, ...) are shown on their inputs, on the step that holds them.
 * On success it shows a confirmation and goes to sign-in with the new login filled in.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { LinkInterno } from '../../navegacao/LinkInterno.tsx';
import { CaixaRecaptcha } from './Recaptcha.tsx';
import { CadastroConcluido } from './cadastro/CadastroConcluido.tsx';
import { PassoEmpresa } from './cadastro/PassoEmpresa.tsx';
import { PassoResponsavel } from './cadastro/PassoResponsavel.tsx';
import { useCadastro } from './cadastro/useCadastro.ts';

export { REGIMES, validarEmpresa, validarUsuario, corpoCadastro, type DadosEmpresa, type DadosUsuario } from './cadastro/dados.ts';

/** The sign-up page: the two-step form, then the confirmation. */
export function Register() {
  const c = useCadastro();
  const { url, passo, setPasso, erroGeral, enviando, recaptcha, configRecaptcha } = c;

  if (c.concluido) return <CadastroConcluido url={url} nome={c.empresa.fantasia || c.empresa.nome} login={c.usuario.login.trim()} />;

  return (
    <Box component="section" aria-labelledby="titulo-cadastro">
      <Typography id="titulo-cadastro" component="h1" variant="h1" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 1 }}>
        Cadastre sua empresa
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Crie a conta da sua empresa e o usuário responsável em poucos minutos.
      </Typography>
      <Stepper activeStep={passo} sx={{ mb: 3 }}>
        <Step>
          <StepLabel>Empresa</StepLabel>
        </Step>
        <Step>
          <StepLabel>Responsável</StepLabel>
        </Step>
      </Stepper>
      {erroGeral && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {erroGeral}
        </Alert>
      )}

      <Box component="form" noValidate onSubmit={c.enviar}>
        {passo === 0 ? <PassoEmpresa c={c} /> : <PassoResponsavel c={c} />}

        {passo === 1 && recaptcha.ativo && configRecaptcha && (
          <CaixaRecaptcha config={configRecaptcha} aoMudar={c.setTokenRecaptcha} versao={c.versaoRecaptcha} />
        )}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
          {passo === 1 && (
            <Button variant="outlined" color="inherit" size="large" onClick={() => setPasso(0)} sx={{ flex: '0 0 auto' }}>
              Voltar
            </Button>
          )}
          {passo === 0 ? (
            <Button type="button" variant="contained" size="large" fullWidth onClick={c.continuar} sx={{ py: 1.3 }}>
              Continuar
            </Button>
          ) : (
            <Button type="submit" variant="contained" size="large" fullWidth disabled={enviando || (recaptcha.ativo && !recaptcha.token)} sx={{ py: 1.3 }}>
              {enviando ? <CircularProgress size={22} color="inherit" aria-label="Criando conta" /> : 'Criar conta'}
            </Button>
          )}
        </Box>
      </Box>

      <Typography color="textSecondary" sx={{ mt: 3, textAlign: 'center' }}>
        Já tem conta?{' '}
        <LinkInterno para={`/${encodeURIComponent(url)}/sign-in`} sx={{ fontWeight: 600 }}>
          Entrar
        </LinkInterno>
      </Typography>
    </Box>
  );
}

export default Register;
