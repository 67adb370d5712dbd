import { dashboardResponse } from '../../../../api-schema/adminDashboard';
import { http } from '../../../api/http';

export const dashboardKey = ['desk', 'dashboard'] as const;

/** The desk's home: a read, so no CSRF token is needed. */
export const fetchDashboard = async () => (await http.get('admin/dashboard').json(dashboardResponse)).data;
