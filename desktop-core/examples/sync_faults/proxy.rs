//! A TCP proxy between the app core and the server whose connection can be
//! cut (every open connection dropped, new ones refused) and restored, as
//! a school network or a pulled cable would.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

pub struct Proxy {
    pub port: u16,
    open: Arc<AtomicBool>,
    cuts: watch::Sender<u64>,
}

impl Proxy {
    /// Listens on a free port and forwards to `target_port` on loopback.
    pub async fn start(target_port: u16) -> std::io::Result<Proxy> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let port = listener.local_addr()?.port();
        let open = Arc::new(AtomicBool::new(true));
        let (cuts, _) = watch::channel(0u64);
        let (accepting, cut_signal) = (open.clone(), cuts.clone());
        tokio::spawn(async move {
            loop {
                let client = match listener.accept().await {
                    Ok((client, _)) => client,
                    // A connection that failed while being accepted (reset,
                    // out of descriptors for a moment) must not stop the proxy.
                    Err(_) => {
                        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
                        continue;
                    }
                };
                if !accepting.load(Ordering::SeqCst) {
                    continue;
                }
                tokio::spawn(forward(client, target_port, cut_signal.subscribe()));
            }
        });
        Ok(Proxy { port, open, cuts })
    }

    pub fn cut(&self) {
        self.open.store(false, Ordering::SeqCst);
        self.cuts.send_modify(|count| *count += 1);
    }

    pub fn restore(&self) {
        self.open.store(true, Ordering::SeqCst);
    }
}

async fn forward(mut client: TcpStream, target_port: u16, mut cut: watch::Receiver<u64>) {
    let Ok(mut server) = TcpStream::connect(("127.0.0.1", target_port)).await else {
        return;
    };
    tokio::select! {
        _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
        _ = cut.changed() => {}
    }
}
