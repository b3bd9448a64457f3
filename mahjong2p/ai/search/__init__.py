"""The searching master (issue 26): sampled worlds from the CPU's own view, each option
played out by a fast rollout policy, chosen by the mean result in the rule set's currency."""
