// `sqlx::migrate!` embeds the migration folders when it compiles, but cargo
// does not see a file added to them; this makes a new migration rebuild the
// server.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
