import { Link } from "react-router";
import { ADMIN_SECTIONS } from "../../features/admin/admin-shell";

export default function SvAdminHome() {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Übersicht</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link
              to={`/svadmin/${section.path}`}
              className="block rounded-xl border border-slate-200 bg-white p-5 font-semibold text-slate-900 shadow-sm hover:border-primary-300"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
