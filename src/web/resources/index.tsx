/**
 * Generated CRUD screens of the registry resources (arquitetura §8): the shell renders these at the
 * SPEC §2 paths (`{route}/consultar`, `{route}/editar`, `{route}/editar/{id}`) inside
 * react-admin's `<Admin>`, passing the registry id.
 *
 * - `<ResourceList resource="cliente" />`
 * - `<ResourceCreate resource="cliente" />`
 * - `<ResourceEdit resource="cliente" />` (id from the `:id` route parameter, or `id` prop)
 */
export { ResourceList, type ResourceListProps } from './List.tsx';
export { ResourceCreate, ResourceEdit, type ResourceCreateProps, type ResourceEditProps } from './Pages.tsx';
