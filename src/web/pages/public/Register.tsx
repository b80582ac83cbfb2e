/**
 * Company sign-up (SPEC §2 /{url}/register, §7 POST /v1/registerEmitente/): the company (CNPJ and
 * CEP masks, address filled from GET /v1/cep/{cep}) and its owner user (login availability through
 * POST /v1/getByUsuarioExists/, password strength meter). Field errors from the server
 * (`Empresa.cnpj`, `Usuario.login`, ...) are shown on their inputs, on the step that holds them.
 * On success it shows a confirmation and goes to sign-in with the new login filled in.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { cliqueInterno, navegar } from '../../navegacao/roteador.tsx';
import { LinkInterno } from '../../navegacao/LinkInterno.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { isValidCnpj, normalizeCpfCnpj, onlyDigits } from '../../../domain/documentos.ts';
import { isValidEmail } from '../../../domain/email.ts';
import { isValidCep } from '../../../domain/cep.ts';
import { applyMask, MASCARA_CNPJ, maskCep, maskTelefone } from '../../../domain/mascara.ts';
import { passwordStrength } from '../../../domain/senha.ts';
import { apiData, requisitar } from '../../providers/http.ts';
import { CaixaRecaptcha, useRecaptcha } from './Recaptcha.tsx';
import { useTenant } from '../../tenant/TenantContext.tsx';
import { CampoSenha } from './CampoSenha.tsx';
import { MedidorSenha } from './MedidorSenha.tsx';

/** SPEC §6 CRT values (the registry's emitente.crt labels). */
export const REGIMES = [
  { valor: 1, rotulo: 'Simples Nacional' },
  { valor: 2, rotulo: 'Simples Nacional - excesso de sublimite' },
  { valor: 3, rotulo: 'Regime normal' },
  { valor: 4, rotulo: 'Simples Nacional - MEI' },
];

const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
];

export interface DadosEmpresa {
  nome: string;
  fantasia: string;
  cnpj: string;
  ie: string;
  crt: string;
  email: string;
  telefone: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade_id: number | null;
  cidade: string;
  uf: string;
}

export interface DadosUsuario {
  nome: string;
  email: string;
  login: string;
  senha: string;
  confirmacao: string;
}

const EMPRESA_VAZIA: DadosEmpresa = {
  nome: '',
  fantasia: '',
  cnpj: '',
  ie: '',
  crt: '1',
  email: '',
  telefone: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade_id: null,
  cidade: '',
  uf: '',
};
const USUARIO_VAZIO: DadosUsuario = { nome: '', email: '', login: '', senha: '', confirmacao: '' };

type Erros = Record<string, string>;

/** Client-side checks of the company step (keys as the server names them: `Empresa.x`). */
export function validarEmpresa(e: DadosEmpresa): Erros {
  const erros: Erros = {};
  if (e.nome.trim().length < 2) erros['Empresa.nome'] = 'Informe a razão social';
  if (!normalizeCpfCnpj(e.cnpj)) erros['Empresa.cnpj'] = 'Informe o CNPJ';
  else if (!isValidCnpj(e.cnpj)) erros['Empresa.cnpj'] = 'CNPJ inválido';
  if (!e.ie.trim()) erros['Empresa.ie'] = 'Informe a inscrição estadual (ou ISENTO)';
  if (!e.crt) erros['Empresa.crt'] = 'Escolha o regime tributário';
  if (e.email.trim() && !isValidEmail(e.email.trim())) erros['Empresa.email'] = 'E-mail inválido';
  if (e.telefone && onlyDigits(e.telefone).length < 10) erros['Empresa.telefone'] = 'Telefone incompleto';
  if (!isValidCep(onlyDigits(e.cep))) erros['Empresa.cep'] = 'Informe um CEP válido';
  else if (!e.cidade_id) erros['Empresa.cep'] = 'CEP não localizado: confira o número';
  if (!e.logradouro.trim()) erros['Empresa.logradouro'] = 'Informe o endereço';
  if (!e.numero.trim()) erros['Empresa.numero'] = 'Informe o número';
  if (!e.bairro.trim()) erros['Empresa.bairro'] = 'Informe o bairro';
  if (!e.uf) erros['Empresa.uf'] = 'Informe a UF';
  return erros;
}

/** Client-side checks of the owner step (`Usuario.x`). */
export function validarUsuario(u: DadosUsuario, loginEmUso: boolean): Erros {
  const erros: Erros = {};
  if (u.nome.trim().length < 2) erros['Usuario.nome'] = 'Informe o nome';
  if (!u.email.trim()) erros['Usuario.email'] = 'Informe o e-mail';
  else if (!isValidEmail(u.email.trim())) erros['Usuario.email'] = 'E-mail inválido';
  if (u.login.trim().length < 3) erros['Usuario.login'] = 'O login deve ter ao menos 3 caracteres';
  else if (/\s/.test(u.login.trim())) erros['Usuario.login'] = 'O login não pode ter espaços';
  else if (loginEmUso) erros['Usuario.login'] = 'Este login já está em uso';
  const forca = passwordStrength(u.senha);
  if (!forca.forte) erros['Usuario.senha'] = forca.mensagens[0] ?? 'Senha fraca';
  if (u.confirmacao !== u.senha) erros['Usuario.confirmacao'] = 'As senhas não conferem';
  return erros;
}

/** Request body of POST /v1/registerEmitente/. */
export function corpoCadastro(url: string, e: DadosEmpresa, u: DadosUsuario) {
  const vazio = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    Url: url,
    Empresa: {
      nome: e.nome.trim(),
      fantasia: vazio(e.fantasia),
      cnpj: normalizeCpfCnpj(e.cnpj),
      ie: e.ie.trim().toUpperCase() === 'ISENTO' ? 'ISENTO' : e.ie.replace(/[.\-/\s]/g, ''),
      crt: Number(e.crt),
      email: vazio(e.email),
      telefone: onlyDigits(e.telefone) || null,
      cep: onlyDigits(e.cep),
      logradouro: e.logradouro.trim(),
      numero: e.numero.trim(),
      complemento: vazio(e.complemento),
      bairro: e.bairro.trim(),
      cidade_id: e.cidade_id,
      uf: e.uf,
    },
    Usuario: { nome: u.nome.trim(), email: u.email.trim(), login: u.login.trim(), senha: u.senha },
  };
}

interface RespostaCep {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade_id: number | null;
  cidade: string | null;
  uf: string | null;
}

function Grade({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' }, columnGap: 2, rowGap: 0.5 }}>{children}</Box>;
}

function Celula({ span, children }: { span: number; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', sm: `span ${span}` } }}>{children}</Box>;
}

export function Register() {
  const { url } = useTenant();
  const [passo, setPasso] = useState(0);
  const [empresa, setEmpresa] = useState<DadosEmpresa>(EMPRESA_VAZIA);
  const [usuario, setUsuario] = useState<DadosUsuario>(USUARIO_VAZIO);
  const [tocados, setTocados] = useState<Set<string>>(new Set());
  const [errosServidor, setErrosServidor] = useState<Erros>({});
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // reCAPTCHA (when the server has it on): the checkbox above "Criar conta"
  const configRecaptcha = useRecaptcha();
  const [tokenRecaptcha, setTokenRecaptcha] = useState<string | null>(null);
  const [versaoRecaptcha, setVersaoRecaptcha] = useState(0);
  const recaptcha = { ativo: configRecaptcha?.ativo === true, token: tokenRecaptcha };
  const [concluido, setConcluido] = useState(false);
  const [cep, setCep] = useState<{ buscando: boolean; erro: string | null; consultado: string }>({ buscando: false, erro: null, consultado: '' });
  const [login, setLogin] = useState<{ verificando: boolean; emUso: boolean; verificado: string }>({ verificando: false, emUso: false, verificado: '' });
  const vivo = useRef(true);
  useEffect(
    () => () => {
      vivo.current = false;
    },
    [],
  );

  const errosEmpresa = validarEmpresa(empresa);
  const errosUsuario = validarUsuario(usuario, login.emUso && login.verificado === usuario.login.trim());
  if (cep.erro) errosEmpresa['Empresa.cep'] = cep.erro;

  const tocar = (campo: string) => setTocados((t) => (t.has(campo) ? t : new Set(t).add(campo)));
  const erroDe = (campo: string): string | null => errosServidor[campo] ?? (tocados.has(campo) ? (errosEmpresa[campo] ?? errosUsuario[campo] ?? null) : null);
  const limparServidor = (campo: string) =>
    setErrosServidor((e) => {
      if (!(campo in e)) return e;
      const { [campo]: _removido, ...resto } = e;
      return resto;
    });

  function mudarEmpresa<K extends keyof DadosEmpresa>(k: K, v: DadosEmpresa[K]) {
    setEmpresa((e) => ({ ...e, [k]: v }));
    limparServidor(`Empresa.${k}`);
  }
  function mudarUsuario<K extends keyof DadosUsuario>(k: K, v: DadosUsuario[K]) {
    setUsuario((u) => ({ ...u, [k]: v }));
    limparServidor(`Usuario.${k}`);
  }

  async function buscarCep(valor: string) {
    const digitos = onlyDigits(valor);
    if (digitos.length !== 8 || digitos === cep.consultado) return;
    setCep({ buscando: true, erro: null, consultado: digitos });
    try {
      const d = await apiData<RespostaCep>(`/v1/cep/${digitos}`, { semAuth: true });
      if (!vivo.current) return;
      if (!d?.cidade_id) throw new Error('CEP não encontrado');
      setEmpresa((e) => ({
        ...e,
        logradouro: d.logradouro || e.logradouro,
        bairro: d.bairro || e.bairro,
        cidade_id: d.cidade_id,
        cidade: d.cidade ?? '',
        uf: d.uf ?? e.uf,
      }));
      setCep({ buscando: false, erro: null, consultado: digitos });
    } catch {
      if (!vivo.current) return;
      setEmpresa((e) => ({ ...e, cidade_id: null, cidade: '' }));
      setCep({ buscando: false, erro: 'CEP não encontrado: confira o número', consultado: digitos });
    }
  }

  async function verificarLogin(valor: string) {
    const l = valor.trim();
    if (l.length < 3 || /\s/.test(l) || l === login.verificado) return;
    setLogin({ verificando: true, emUso: false, verificado: '' });
    try {
      const existe = await apiData<boolean>('/v1/getByUsuarioExists/', { method: 'POST', body: { Login: l }, semAuth: true });
      if (vivo.current) setLogin({ verificando: false, emUso: existe === true, verificado: l });
    } catch {
      if (vivo.current) setLogin({ verificando: false, emUso: false, verificado: '' });
    }
  }

  function continuar() {
    setTocados((t) => new Set([...t, ...Object.keys(validarEmpresa(EMPRESA_VAZIA))]));
    if (Object.keys(errosEmpresa).length === 0) {
      setPasso(1);
      setErroGeral(null);
    }
  }

  async function enviar(ev: FormEvent) {
    ev.preventDefault();
    if (passo === 0) return continuar();
    setTocados((t) => new Set([...t, ...Object.keys(validarUsuario(USUARIO_VAZIO, false))]));
    if (Object.keys(errosEmpresa).length) return setPasso(0);
    if (Object.keys(errosUsuario).length || login.verificando) return;
    setEnviando(true);
    setErroGeral(null);
    try {
      await requisitar('/v1/registerEmitente/', {
        method: 'POST',
        body: { ...corpoCadastro(url, empresa, usuario), ...(recaptcha.ativo ? { Recaptcha: recaptcha.token } : {}) },
        semAuth: true,
      });
      setConcluido(true);
      setTimeout(() => navegar(`/${encodeURIComponent(url)}/sign-in`, { substituir: true, estado: { login: usuario.login.trim() } }), 3500);
    } catch (err) {
      const e = err as { message?: string; body?: { fieldErrors?: Record<string, string[]> } };
      const campos: Erros = Object.fromEntries(Object.entries(e.body?.fieldErrors ?? {}).map(([k, v]) => [k, v.join(' ')]));
      setErrosServidor(campos);
      setErroGeral(e.message || 'Não foi possível concluir o cadastro.');
      if (Object.keys(campos).some((k) => k.startsWith('Empresa.'))) setPasso(0);
      // the reCAPTCHA token is spent by the try: the checkbox is drawn again
      if (recaptcha.ativo) setVersaoRecaptcha((v) => v + 1);
    } finally {
      setEnviando(false);
    }
  }

  const props = (campo: string, extra: Partial<TextFieldProps> = {}): TextFieldProps => {
    const erro = erroDe(campo);
    const { required, slotProps, ...resto } = extra;
    const sp = (slotProps ?? {}) as Record<string, Record<string, unknown> | undefined>;
    return {
      id: campo.replace('.', '-').toLowerCase(),
      name: campo,
      fullWidth: true,
      error: !!erro,
      helperText: erro ?? ' ',
      onBlur: () => tocar(campo),
      ...resto,
      // required marked with a CSS asterisk (keeps the label text exact for getByLabel)
      slotProps: {
        ...sp,
        inputLabel: { ...(sp.inputLabel ?? {}), className: required ? 'campo-obrigatorio' : undefined },
        htmlInput: { ...(sp.htmlInput ?? {}), 'aria-required': required ? true : undefined },
      } as TextFieldProps['slotProps'],
    };
  };

  if (concluido) {
    return (
      <Box component="section" aria-labelledby="titulo-cadastro" sx={{ textAlign: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.light',
            color: 'primary.dark',
            mx: 'auto',
            mb: 3,
          }}
        >
          <TaskAlt sx={{ fontSize: 40 }} />
        </Box>
        <Typography id="titulo-cadastro" component="h1" variant="h1" sx={{ fontSize: '1.8rem', fontWeight: 800, mb: 1 }}>
          Cadastro concluído!
        </Typography>
        <Alert severity="success" sx={{ my: 2, textAlign: 'left' }}>
          A empresa <strong>{empresa.fantasia || empresa.nome}</strong> foi criada. Entre com o login <strong>{usuario.login.trim()}</strong> e a senha
          escolhida.
        </Alert>
        <Button
          href={`/${encodeURIComponent(url)}/sign-in`}
          onClick={cliqueInterno(`/${encodeURIComponent(url)}/sign-in`, { login: usuario.login.trim() })}
          variant="contained"
          size="large"
          fullWidth
        >
          Ir para o login
        </Button>
      </Box>
    );
  }

  const loginOk = !login.verificando && login.verificado === usuario.login.trim() && !login.emUso && usuario.login.trim().length >= 3;

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

      <Box component="form" noValidate onSubmit={enviar}>
        {passo === 0 ? (
          <Grade>
            <Celula span={6}>
              <TextField
                {...props('Empresa.nome', {
                  label: 'Razão social',
                  required: true,
                  autoFocus: true,
                  autoComplete: 'organization',
                  value: empresa.nome,
                  onChange: (e) => mudarEmpresa('nome', e.target.value),
                  slotProps: { htmlInput: { maxLength: 60 } },
                })}
              />
            </Celula>
            <Celula span={6}>
              <TextField
                {...props('Empresa.fantasia', {
                  label: 'Nome fantasia',
                  value: empresa.fantasia,
                  onChange: (e) => mudarEmpresa('fantasia', e.target.value),
                  slotProps: { htmlInput: { maxLength: 60 } },
                })}
              />
            </Celula>
            <Celula span={3}>
              <TextField
                {...props('Empresa.cnpj', {
                  label: 'CNPJ',
                  required: true,
                  placeholder: '00.000.000/0000-00',
                  value: empresa.cnpj,
                  onChange: (e) => mudarEmpresa('cnpj', applyMask(normalizeCpfCnpj(e.target.value), MASCARA_CNPJ)),
                  slotProps: { htmlInput: { inputMode: 'text', autoCapitalize: 'characters' } },
                })}
              />
            </Celula>
            <Celula span={3}>
              <TextField
                {...props('Empresa.ie', {
                  label: 'Inscrição estadual',
                  required: true,
                  placeholder: 'Número ou ISENTO',
                  value: empresa.ie,
                  onChange: (e) => mudarEmpresa('ie', e.target.value.toUpperCase()),
                  slotProps: { htmlInput: { maxLength: 18 } },
                })}
              />
            </Celula>
            <Celula span={6}>
              <TextField
                {...props('Empresa.crt', {
                  label: 'Regime tributário',
                  required: true,
                  select: true,
                  value: empresa.crt,
                  onChange: (e) => mudarEmpresa('crt', e.target.value),
                })}
              >
                {REGIMES.map((r) => (
                  <MenuItem key={r.valor} value={String(r.valor)}>
                    {r.rotulo}
                  </MenuItem>
                ))}
              </TextField>
            </Celula>
            <Celula span={3}>
              <TextField
                {...props('Empresa.email', {
                  label: 'E-mail da empresa',
                  type: 'email',
                  autoComplete: 'email',
                  value: empresa.email,
                  onChange: (e) => mudarEmpresa('email', e.target.value),
                })}
              />
            </Celula>
            <Celula span={3}>
              <TextField
                {...props('Empresa.telefone', {
                  label: 'Telefone',
                  placeholder: '(00) 00000-0000',
                  autoComplete: 'tel',
                  value: empresa.telefone,
                  onChange: (e) => mudarEmpresa('telefone', maskTelefone(e.target.value)),
                  slotProps: { htmlInput: { inputMode: 'tel' } },
                })}
              />
            </Celula>
            <Celula span={2}>
              <TextField
                {...props('Empresa.cep', {
                  label: 'CEP',
                  required: true,
                  placeholder: '00000-000',
                  autoComplete: 'postal-code',
                  value: empresa.cep,
                  onChange: (e) => {
                    const v = maskCep(e.target.value);
                    mudarEmpresa('cep', v);
                    if (onlyDigits(v).length === 8) void buscarCep(v);
                    else if (cep.erro) setCep((c) => ({ ...c, erro: null }));
                  },
                  onBlur: () => {
                    tocar('Empresa.cep');
                    void buscarCep(empresa.cep);
                  },
                  slotProps: {
                    htmlInput: { inputMode: 'numeric' },
                    input: {
                      endAdornment: cep.buscando ? (
                        <InputAdornment position="end">
                          <CircularProgress size={16} aria-label="Buscando CEP" />
                        </InputAdornment>
                      ) : undefined,
                    },
                  },
                })}
              />
            </Celula>
            <Celula span={4}>
              <TextField
                {...props('Empresa.logradouro', {
                  label: 'Logradouro',
                  required: true,
                  autoComplete: 'address-line1',
                  value: empresa.logradouro,
                  onChange: (e) => mudarEmpresa('logradouro', e.target.value),
                  slotProps: { htmlInput: { maxLength: 60 } },
                })}
              />
            </Celula>
            <Celula span={2}>
              <TextField
                {...props('Empresa.numero', {
                  label: 'Número',
                  required: true,
                  value: empresa.numero,
                  onChange: (e) => mudarEmpresa('numero', e.target.value),
                  slotProps: { htmlInput: { maxLength: 60 } },
                })}
              />
            </Celula>
            <Celula span={4}>
              <TextField
                {...props('Empresa.complemento', {
                  label: 'Complemento',
                  autoComplete: 'address-line2',
                  value: empresa.complemento,
                  onChange: (e) => mudarEmpresa('complemento', e.target.value),
                  slotProps: { htmlInput: { maxLength: 60 } },
                })}
              />
            </Celula>
            <Celula span={3}>
              <TextField
                {...props('Empresa.bairro', {
                  label: 'Bairro',
                  required: true,
                  value: empresa.bairro,
                  onChange: (e) => mudarEmpresa('bairro', e.target.value),
                  slotProps: { htmlInput: { maxLength: 60 } },
                })}
              />
            </Celula>
            <Celula span={2}>
              <TextField
                {...props('Empresa.cidade_id', {
                  label: 'Município',
                  value: empresa.cidade,
                  placeholder: 'Preenchido pelo CEP',
                  slotProps: { htmlInput: { readOnly: true, tabIndex: -1 } },
                })}
              />
            </Celula>
            <Celula span={1}>
              <TextField {...props('Empresa.uf', { label: 'UF', select: true, value: empresa.uf, onChange: (e) => mudarEmpresa('uf', e.target.value) })}>
                {UFS.map((uf) => (
                  <MenuItem key={uf} value={uf}>
                    {uf}
                  </MenuItem>
                ))}
              </TextField>
            </Celula>
          </Grade>
        ) : (
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
        )}

        {passo === 1 && recaptcha.ativo && configRecaptcha && <CaixaRecaptcha config={configRecaptcha} aoMudar={setTokenRecaptcha} versao={versaoRecaptcha} />}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
          {passo === 1 && (
            <Button variant="outlined" color="inherit" size="large" onClick={() => setPasso(0)} sx={{ flex: '0 0 auto' }}>
              Voltar
            </Button>
          )}
          {passo === 0 ? (
            <Button type="button" variant="contained" size="large" fullWidth onClick={continuar} sx={{ py: 1.3 }}>
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
