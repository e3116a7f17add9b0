#!/usr/bin/env python3
"""Writes resources/samples/gpu-orchestration.verdict from the facts in the brief
(../shared/domain/gpu-orchestration.md). Every number carries its provenance; numbers the brief does not give
are marked "assumption". After editing, re-run it and canonicalise the layout:
    scripts/make-sample.py /tmp/s.verdict && verdict convert /tmp/s.verdict resources/samples/gpu-orchestration.verdict
(tests/format checks that the committed sample is in canonical layout)."""
import json, sys, os

A = "assumption"
alts = [
    ("aws_ecs", "AWS ECS", "Today's platform (incl. ECS on Fargate). Terraform 0.13 modules exist (aws_ecs_service, aws_ecs_task_definition)."),
    ("gke_autopilot", "GKE Autopilot", "Kubernetes on Google Cloud, fully managed node pools."),
    ("aks_arc", "AKS + Azure Arc", "Hybrid: keep on-prem GPU racks for data privacy and burst to Azure."),
    ("openshift", "OpenShift on-prem", "Red Hat OpenShift 4.12 on bare metal with the NVIDIA GPU operator."),
]
# criterion id, name, unit, direction, scale, formula, description, formula provenance
crits = [
    ("familiarity", "Tool familiarity", "1-5", "max", [1, 5], None,
     "How well the team (former AWS engineers) knows the platform's tools.", None),
    ("tco", "TCO", "$/yr", "min", None, "annual_cost",
     "Direct annual cost: useful GPU-hours at the effective price plus fixed cost.", "built-in annual_cost"),
    ("compliance", "Compliance", "1-5", "max", [1, 5], None,
     "Support for the compliance regimes the workload needs (GDPR data regions, PCI-DSS).", None),
    ("latency", "Latency", "ms", "min", None, "latency_ms",
     "End-to-end latency of the 1080p inference pipeline.", "attribute latency_ms"),
    ("data_gravity", "Data gravity", "1-5", "max", [1, 5], None,
     "How close compute can stay to where the data must live.", None),
    ("autoscaling", "GPU autoscaling", "1-5", "max", [1, 5], None,
     "Scaling GPU capacity without manual work.", None),
    ("migration", "Migration cost", "$", "min", None, "migration_cost",
     "One-off cost of moving the pipeline.", "attribute migration_cost"),
]
direct = {
    "familiarity": ([5, 3, 2, 2], ["brief: highest tool familiarity for a team of former AWS engineers", A, A, A]),
    "compliance": ([3, 3, 4, 5], [A, A, "brief: Arc's policy engine tags GPU nodes with data-region labels (GDPR)",
                                  "brief: OpenShift can enforce PCI-DSS on GPU nodes"]),
    "data_gravity": ([2, 2, 5, 5], [A, A, "brief: keep on-prem GPU racks for data privacy and burst to Azure",
                                    "brief: bare metal on-prem, data stays in the data centre"]),
    "autoscaling": ([3, 5, 4, 3], [A, "brief: node-pool autoscaling scales 1 -> 100 GPUs without manual work", A,
                                   "brief: built-in NVIDIA GPU operator avoids GPU driver drift (scaling itself: assumption)"]),
}
uncert = {
    "gke_autopilot": {"familiarity": {"type": "triangular", "low": 2, "likely": 3, "high": 4}},
    "aks_arc": {"familiarity": {"type": "interval", "low": 1, "high": 3},
                "compliance": {"type": "triangular", "low": 3, "likely": 4, "high": 5}},
    "openshift": {"familiarity": {"type": "interval", "low": 1, "high": 3},
                  "autoscaling": {"type": "triangular", "low": 2, "likely": 3, "high": 4}},
    "aws_ecs": {"data_gravity": {"type": "interval", "low": 1, "high": 3}},
}
attributes = [
    ("price_gpu_h", "Price per GPU-hour", "$/GPU-h", "List price per GPU-hour after discounts."),
    ("idle", "GPU idle fraction", "fraction", "Share of paid GPU-hours that do no useful work."),
    ("latency_ms", "Latency", "ms", "End-to-end latency of the inference pipeline."),
    ("migration_cost", "Migration cost", "$", "One-off cost of moving the pipeline (engineering time, dual running)."),
    ("fixed_cost", "Fixed cost", "$/yr", "Yearly cost that does not scale with GPU-hours (control plane, operations)."),
]
attr_values = {
    "aws_ecs": {"price_gpu_h": (0.90, "brief: $0.90 per GPU-hour"),
                "idle": (0.27, "brief: an internal ECS-based trainer ran with 27 % GPU idle time"),
                "latency_ms": (45, "brief: current latency 45 ms"),
                "migration_cost": (0, "baseline: nothing to migrate"),
                "fixed_cost": (30000, A + ": ECS control plane, load balancers and operations time")},
    "gke_autopilot": {"price_gpu_h": (0.78, "brief: $0.78 per GPU-hour after sustained-use discounts"),
                      "idle": (0.09, "brief: migrating the trainer to GKE Autopilot cut GPU idle time from 27 % to 9 %"),
                      "latency_ms": (53, "brief: +12 ms extra network hop, cut to +8 ms by a local-SSD cache (45 + 8)"),
                      "migration_cost": (90000, A),
                      "fixed_cost": (10000, A)},
    "aks_arc": {"price_gpu_h": (0.82, "brief: $0.82 per GPU-hour after discount tiers"),
                "idle": (0.12, A),
                "latency_ms": (44, A + ": Azure region next to the users, on-prem racks for private data"),
                "migration_cost": (110000, A),
                "fixed_cost": (2500, A + ": Azure Arc management")},
    "openshift": {"price_gpu_h": (0.55, A + ": the brief gives no price; power and amortised hardware per GPU-hour"),
                  "idle": (0.20, A),
                  "latency_ms": (49, A + ": on-prem data centre farther from the users"),
                  "migration_cost": (35000, A + ": set so payback is the 6 months the brief's budget case demanded"),
                  "fixed_cost": (39625, A + ": on-prem operations, set so the annual cost is the brief's $140K ($210K - $70K saving)")},
}
parameters = [
    ("sla_ms", "End-to-end SLA", 50, "ms", "Latency every platform must meet.", "brief: 50 ms end-to-end SLA (video pipeline)"),
    ("budget", "Annual GPU budget ceiling", 140000, "$/yr", "Hard ceiling on the pipeline's annual cost.", "brief: ceiling $140K a year"),
    ("gpu_hours", "Useful GPU-hours a year", 146000, "GPU-h/yr", "Busy GPU-hours the pipeline needs.",
     A + ": set so ECS costs the brief's $210K (146,000 x $0.90 / 0.73 + $30K fixed)"),
    ("horizon_years", "Horizon", 3, "years", "Period over which ROI is computed.", A),
    ("acceptable_ms_per_cent", "Acceptable latency per cent saved", 0.5, "ms per $0.01/GPU-h",
     "Exchange rate between added latency and GPU-hour savings.", "brief: 0.5 ms of added latency per $0.01 per GPU-hour saved"),
]
profiles = [
    ("Former AWS engineer (familiarity first)", "The brief's split: tool familiarity 30 %, direct TCO 20 %; the rest to compliance, latency and data gravity.",
     {"familiarity": 30, "tco": 20, "compliance": 15, "latency": 15, "data_gravity": 10, "autoscaling": 5, "migration": 5}),
    ("Finance (TCO first)", "Cost first: the brief's rule points here when the SLA margin exceeds 30 % and the ceiling is below $150K.",
     {"familiarity": 10, "tco": 35, "compliance": 10, "latency": 10, "data_gravity": 5, "autoscaling": 10, "migration": 20}),
    ("Compliance lead", "Compliance and data gravity dominate.",
     {"familiarity": 10, "tco": 10, "compliance": 35, "latency": 10, "data_gravity": 25, "autoscaling": 5, "migration": 5}),
    ("SRE (latency first)", "Feature parity and SLA win: latency and autoscaling first.",
     {"familiarity": 15, "tco": 10, "compliance": 10, "latency": 35, "data_gravity": 5, "autoscaling": 20, "migration": 5}),
]
roles = {
    "Former AWS engineer (familiarity first)": "Platform engineering",
    "Finance (TCO first)": "Finance",
    "Compliance lead": "Security & compliance",
    "SRE (latency first)": "Site reliability",
}
term_map = [
    ("worker group", ["capacity provider / Auto Scaling group", "node pool (managed by Autopilot)", "node pool", "MachineSet"]),
    ("serverless capacity", ["Fargate", "Autopilot", "virtual nodes (ACI)", "—"]),
    ("workload spec", ["task definition", "Deployment / Pod spec", "Deployment", "Deployment"]),
    ("running unit", ["task", "Pod", "Pod", "Pod"]),
    ("long-running service", ["ECS service", "Deployment + Service", "Deployment + Service", "Deployment + Route"]),
    ("GPU drivers", ["GPU-optimised AMI", "managed GPU drivers", "GPU node image / GPU Operator", "certified NVIDIA GPU Operator"]),
    ("workload identity", ["IAM task role", "Workload Identity", "Entra Workload ID", "service accounts"]),
    ("policy / compliance", ["AWS Config, SCPs", "Policy Controller", "Azure Policy via Arc", "Compliance Operator"]),
    ("autoscaling", ["ECS service auto scaling", "cluster autoscaler (built in)", "cluster autoscaler", "cluster autoscaler + MachineAutoscaler"]),
    ("load balancing", ["ALB target group", "Ingress / Gateway (GCLB)", "Application Gateway ingress", "Route (HAProxy router)"]),
    ("logs and metrics", ["CloudWatch", "Cloud Logging / Monitoring", "Azure Monitor", "built-in Prometheus + Loki"]),
    ("infrastructure as code", ["aws_ecs_cluster, aws_ecs_service, aws_ecs_task_definition",
                                "google_container_cluster, google_container_node_pool", "azurerm_kubernetes_cluster",
                                "installer + openshift_* / infra modules"]),
]
checks = [
    ("yearly_saving_example", "$0.12/GPU-h saved on 10,000 GPU-h a year", "0.12 * 10000", 1200, "$/yr",
     "brief: $0.12/GPU-hour saved on a 10,000 GPU-hour annual load is $1,200 a year"),
    ("idle_reduction", "Idle 27 % -> 9 % (points)", "baseline_idle - 0.09", 0.18, "fraction",
     "brief: GKE Autopilot cut GPU idle time from 27 % to 9 %"),
    ("budget_case_margin", "$70K saved on $210K", "(baseline_annual_cost - budget) / baseline_annual_cost", 0.3333333333333333, "fraction",
     "brief: a bare-metal OpenShift move saved $70K on the $210K ECS pipeline (a 33 % margin)"),
    ("video_pipeline_saving", "Video pipeline GPU-hour saving ($0.82 vs $0.96)", "(0.96 - 0.82) / 0.96", 0.14583333333333334, "fraction",
     "brief: cut GPU-hour spend 15 % ($0.82 vs $0.96) within a 50 ms SLA"),
    ("latency_cost_claim", "Extra 50 ms on 10M requests at $0.90/GPU-h", "10000000 * 0.05 / 3600 * 0.90", 125, "$/yr",
     "brief claims about $15K a year; it does not reproduce: 10M x 0.05 s = 139 GPU-hours = $125"),
]

# The brief's latency curve: worth nearly the same at 38 and 42 ms, collapsing towards the 50 ms SLA.
value_functions = {"latency": {"points": [[40, 100], [45, 80], [50, 0]]}}

# The value tree: the criteria under the AWS Well-Architected pillars the brief frames the argument by.
groups = [
    ("operational_excellence", "Operational excellence", ["familiarity"],
     "Running the platform day to day: how well the team knows its tools."),
    ("cost_optimisation", "Cost optimisation", ["tco", "migration"],
     "What the platform costs to run each year, and what it costs to get there."),
    ("security_compliance", "Security & compliance", ["compliance", "data_gravity"],
     "The compliance regimes the workload needs, and keeping compute where the data must live."),
    ("performance_efficiency", "Performance efficiency", ["latency", "autoscaling"],
     "Meeting the 50 ms SLA, and scaling GPU capacity without manual work."),
]

def main(out):
    # The columns follow the value tree, so each pillar's criteria stand together under its band.
    order = [cid for _, _, members, _ in groups for cid in members]
    crits.sort(key=lambda c: order.index(c[0]))
    ids = [c[0] for c in crits]
    doc = {
        "format": "verdict", "version": 1,
        "metadata": {"title": "GPU cluster orchestration after AWS ECS", "author": "Platform product management (sample)",
                     "date": "2026-11-30",
                     "description": "Where to run the $210K-a-year 1080p inference pipeline now that the team is leaving AWS ECS: "
                                    "ECS vs GKE Autopilot vs AKS + Azure Arc vs OpenShift on-prem, against a 50 ms SLA and a $140K budget ceiling. "
                                    "Figures from the PM brief unless marked assumption."},
        "analysis": {"method": "wsm", "normalization": "minmax", "mc_samples": 10000, "mc_seed": 20261130, "vikor_v": 0.5},
        "criteria": [], "attributes": [], "alternatives": [],
    }
    for cid, name, unit, d, scale, formula, desc, fprov in crits:
        c = {"id": cid, "name": name, "description": desc, "unit": unit, "direction": d}
        if scale: c["scale"] = scale
        if cid in value_functions: c["value_function"] = value_functions[cid]
        if formula: c["formula"] = formula; c["provenance"] = fprov
        c["group"] = next(g for g, _, members, _ in groups if cid in members)
        doc["criteria"].append(c)
    doc["groups"] = [{"id": g, "name": name, "description": desc} for g, name, _, desc in groups]
    for aid, name, unit, desc in attributes:
        doc["attributes"].append({"id": aid, "name": name, "unit": unit, "description": desc})
    for i, (aid, name, desc) in enumerate(alts):
        values, prov = [], {}
        for cid in ids:
            if cid in direct:
                values.append(direct[cid][0][i]); prov[cid] = direct[cid][1][i]
            else:
                values.append(None)
        a = {"id": aid, "name": name, "description": desc, "values": values, "provenance": prov}
        if aid in uncert:
            a["uncertainty"] = {k: uncert[aid][k] for k in ids if k in uncert[aid]}
        a["attributes"] = {k: attr_values[aid][k][0] for k, *_ in attributes}
        a["attribute_provenance"] = {k: attr_values[aid][k][1] for k, *_ in attributes}
        doc["alternatives"].append(a)
    doc["baseline"] = "aws_ecs"
    doc["parameters"] = [{"id": p, "name": n, "value": v, "unit": u, "description": d, "provenance": s} for p, n, v, u, d, s in parameters]
    doc["constraints"] = [
        {"expression": "latency_ms <= sla_ms", "description": "Meet the 50 ms end-to-end SLA"},
        {"expression": "annual_cost <= budget", "description": "Stay within the annual budget ceiling"},
        {"expression": "compliance >= 3", "description": "Minimum compliance rating"},
    ]
    doc["rules"] = [{"when": "baseline_sla_margin > 0.3 && budget < 150000", "then_profile": "Finance (TCO first)",
                     "else_profile": "SRE (latency first)",
                     "message": "Cost first only when the SLA margin exceeds 30 % and the budget ceiling is below $150K; otherwise feature parity and SLA win (brief)."}]
    doc["checks"] = [dict(id=i, name=n, formula=f, expected=e, unit=u, provenance=p) for i, n, f, e, u, p in checks]
    # Each pillar weighs what its criteria weighed in the flat list, and the criteria keep their weights inside it
    # (normalised within the pillar): every global weight, and so every result, is what it was before the tree.
    # The four profiles are the committee's stakeholders (equal voices); the group profile is computed from them.
    doc["profiles"] = [{"name": n, "description": d, "stakeholder": {"role": roles[n], "voice": 1},
                        "weights": {k: w[k] for k in ids},
                        "group_weights": {g: sum(w[k] for k in members) for g, _, members, _ in groups}}
                       for n, d, w in profiles]
    doc["profiles"].append({"name": "Committee",
                            "description": "The four stakeholders' weights, averaged per pillar with equal voices.",
                            "computed": "group"})
    doc["active_profile"] = profiles[0][0]
    doc["term_map"] = [{"concept": c, "terms": {alts[i][0]: t for i, t in enumerate(ts)}} for c, ts in term_map]
    doc["charts"] = {"tradeoff": {"x": "latency", "y": "tco"}, "attribute_directions": {}}
    text = json.dumps(doc, indent=2, ensure_ascii=False)
    open(out, "w", encoding="utf-8").write(text + "\n")

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "resources", "samples", "gpu-orchestration.verdict"))
