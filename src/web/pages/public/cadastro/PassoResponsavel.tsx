/**
 * Second step of the sign-up, the owner user: nome, e-mail, login (no spaces; availability checked
 * on blur), senha with the strength meter, and its confirmation.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CampoSenha } from '../CampoSenha.tsx';
import { MedidorSenha } from '../MedidorSenha.tsx';
import { Celula, Grade } from './Grade.tsx';
import type { Cadastro } from './useCadastro.ts';

/** The owner fields, bound to the sign-up state `c`. */
export function PassoResponsavel({ c }: { c: Cadastro }) {
  const { usuario, mudarUsuario, props, erroDe, tocar, login, loginOk, verificarLogin } = c;
  return (
    <Grade>
      <Celula span={6}>
        <TextField
          {...props('Usuario.nome', {
            label: 'Nome completo',
            required: true,
            autoFocus: true,
            autoComplete: 'name',
            value: usuario.nome,
            onChange: (e) => mudarUsuario('nome', e.target.value),
          })}
        />
      </Celula>
      <Celula span={6}>
        <TextField
          {...props('Usuario.email', {
            label: 'E-mail do responsável',
            required: true,
            type: 'email',
            autoComplete: 'email',
            value: usuario.email,
            onChange: (e) => mudarUsuario('email', e.target.value),
          })}
        />
      </Celula>
      <Celula span={6}>
        <TextField
          {...props('Usuario.login', {
            label: 'Login de acesso',
            required: true,
            autoComplete: 'username',
            value: usuario.login,
            onChange: (e) => mudarUsuario('login', e.target.value.replace(/\s/g, '')),
            onBlur: () => {
              tocar('Usuario.login');
              void verificarLogin(usuario.login);
            },
            slotProps: {
              htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 60 },
              input: {
                endAdornment: login.verificando ? (
                  <InputAdornment position="end">
                    <CircularProgress size={16} aria-label="Verificando login" />
                  </InputAdornment>
                ) : loginOk ? (
                  <InputAdornment position="end">
                    <CheckCircle color="success" fontSize="small" titleAccess="Login disponível" />
                  </InputAdornment>
                ) : undefined,
              },
            },
          })}
          helperText={erroDe('Usuario.login') ?? (loginOk ? 'Login disponível' : ' ')}
        />
      </Celula>
      <Celula span={6}>
        <CampoSenha
          {...props('Usuario.senha', {
            label: 'Senha',
            required: true,
            autoComplete: 'new-password',
            value: usuario.senha,
            onChange: (e) => mudarUsuario('senha', e.target.value),
            helperText: erroDe('Usuario.senha') ?? undefined,
          })}
        />
        <MedidorSenha senha={usuario.senha} />
        <Box sx={{ height: 12 }} />
      </Celula>
      <Celula span={6}>
        <CampoSenha
          {...props('Usuario.confirmacao', {
            label: 'Confirmação da senha',
            required: true,
            autoComplete: 'new-password',
            value: usuario.confirmacao,
            onChange: (e) => mudarUsuario('confirmacao', e.target.value),
          })}
        />
      </Celula>
    </Grade>
  );
}
