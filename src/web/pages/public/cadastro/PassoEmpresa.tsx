/**
 * First step of the sign-up, the company: razão social, fantasia, CNPJ (masked, alphanumeric
 * allowed), IE (or ISENTO), regime tributário (CRT), e-mail, telefone, CEP (8 digits trigger the
 * address lookup), logradouro, número, complemento, bairro, município (from the CEP) and UF.
 */
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { normalizeCpfCnpj, onlyDigits } from '../../../../domain/documentos.ts';
import { applyMask, MASCARA_CNPJ, maskCep, maskTelefone } from '../../../../domain/mascara.ts';
import { SIGLAS_UF } from '../../../../domain/uf.ts';
import { REGIMES } from './dados.ts';
import { Celula, Grade } from './Grade.tsx';
import type { Cadastro } from './useCadastro.ts';

/** The company fields, bound to the sign-up state `c`. */
export function PassoEmpresa({ c }: { c: Cadastro }) {
  const { empresa, mudarEmpresa, props, cep, setCep, buscarCep, tocar } = c;
  return (
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
          {SIGLAS_UF.map((uf) => (
            <MenuItem key={uf} value={uf}>
              {uf}
            </MenuItem>
          ))}
        </TextField>
      </Celula>
    </Grade>
  );
}
